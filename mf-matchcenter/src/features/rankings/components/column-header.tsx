import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * A table header shown short ("P") and read out in full ("Played"): the short form is hidden from
 * assistive technology, which reads the full one (also the title a mouse user sees).
 */
export function ColumnHeader({
  short,
  full,
  className,
}: {
  short: MessageDescriptor;
  full: MessageDescriptor;
  className?: string;
}) {
  const intl = useIntl();
  const fullText = intl.formatMessage(full);
  return (
    <th scope="col" className={className}>
      <abbr title={fullText} aria-hidden="true">
        {intl.formatMessage(short)}
      </abbr>
      <span className="visually-hidden">{fullText}</span>
    </th>
  );
}
