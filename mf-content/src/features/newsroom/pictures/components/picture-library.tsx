import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, LoadError, Spinner } from '@tribune/shared';
import type { NewsroomPicture, useListPictures } from '../../api/list-pictures';
import { pictureMessages as messages } from './picture-messages';

interface PictureLibraryProps {
  /** The library's pages, kept by the dialog (an upload reads them again). */
  library: ReturnType<typeof useListPictures>;
  onChoose: (picture: NewsroomPicture) => void;
}

/**
 * NR-03: the site's pictures, newest first, as their 3:2 cuts; each one a button named by its alt text.
 * "More pictures" adds the next page under them.
 */
export function PictureLibrary({ library, onChoose }: PictureLibraryProps) {
  const intl = useIntl();
  const headingId = useId();

  let content;
  if (library.error !== undefined && library.pictures.length === 0) {
    content = <LoadError onRetry={library.reload}>{intl.formatMessage(messages.libraryFailed)}</LoadError>;
  } else if (library.loading) {
    content = <Spinner />;
  } else if (library.pictures.length === 0) {
    content = <p className="picture-picker__note">{intl.formatMessage(messages.libraryEmpty)}</p>;
  } else {
    content = (
      <>
        <ul className="picture-picker__grid">
          {library.pictures.map((picture) => {
            const cut = picture.ratios['3x2'];
            return (
              <li key={picture.id}>
                <button type="button" className="picture-picker__item" onClick={() => onChoose(picture)}>
                  <img
                    src={cut.src}
                    srcSet={cut.srcset_jpeg}
                    sizes="14rem"
                    alt={picture.alt}
                    width={cut.width}
                    height={cut.height}
                    loading="lazy"
                  />
                </button>
              </li>
            );
          })}
        </ul>
        {library.hasMore ? (
          <Button variant="secondary" busy={library.loadingMore} onClick={library.loadMore}>
            {intl.formatMessage(messages.morePictures)}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="picture-picker__library" aria-labelledby={headingId}>
      <h3 id={headingId} className="picture-picker__heading">
        {intl.formatMessage(messages.libraryHeading)}
      </h3>
      {content}
    </section>
  );
}
