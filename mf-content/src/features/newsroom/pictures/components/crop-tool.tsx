import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { NewsroomPicture } from '../../api/list-pictures';
import type { PictureRatio } from '../../api/update-picture';
import { cropOf, maxZoom, roomOf, type CropPlacement } from '../lib/crop-placement';
import { cropLegendMessage, pictureMessages as messages, percentMessage, ratioUseMessages } from './picture-messages';

interface CropToolProps {
  picture: NewsroomPicture;
  ratio: PictureRatio;
  placement: CropPlacement;
  onChange: (placement: CropPlacement) => void;
  /** The whole picture as the browser has it (a new upload's file); without it, the API's `whole`. */
  wholeUrl: string | null;
}

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * NR-03: one ratio's crop: a frame of that ratio over the picture, placed with three sliders (zoom,
 * left to right, top to bottom), which the keyboard moves with the arrow keys, Page Up/Down, Home and
 * End. The picture and frame only illustrate the sliders, so they are hidden from screen readers.
 */
export function CropTool({ picture, ratio, placement, onChange, wholeUrl }: CropToolProps) {
  const intl = useIntl();
  const hintId = useId();
  const size = { width: picture.width, height: picture.height };
  const crop = cropOf(size, ratio, placement);
  const room = roomOf(size, ratio, placement.zoom);
  const valueText = (value: number) => intl.formatMessage(percentMessage, { value: Math.round(value) });

  const slider = (
    name: string,
    label: string,
    value: number,
    min: number,
    max: number,
    disabled: boolean,
    set: (value: number) => void,
  ) => (
    <div className="crop-tool__slider">
      <label htmlFor={`${hintId}-${name}`}>{label}</label>
      <input
        id={`${hintId}-${name}`}
        type="range"
        min={min}
        max={max}
        step={1}
        value={Math.round(value)}
        disabled={disabled}
        aria-valuetext={valueText(value)}
        aria-describedby={hintId}
        onChange={(event) => set(Number(event.target.value))}
      />
    </div>
  );

  return (
    <fieldset className="crop-tool">
      <legend>{intl.formatMessage(cropLegendMessage, { ratio: ratio.replace('x', ':') })}</legend>
      <p id={hintId} className="picture-picker__note">
        {intl.formatMessage(ratioUseMessages[ratio])}
      </p>
      <div
        className="crop-tool__stage"
        style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
        aria-hidden="true"
      >
        <img className="crop-tool__whole" src={wholeUrl ?? picture.whole.src} alt="" />
        <div
          className="crop-tool__frame"
          style={{
            left: percent(crop.x),
            top: percent(crop.y),
            width: percent(crop.width),
            height: percent(crop.height),
          }}
        />
      </div>
      {slider('zoom', intl.formatMessage(messages.zoom), placement.zoom * 100, 100, maxZoom * 100, false, (value) =>
        onChange({ ...placement, zoom: value / 100 }),
      )}
      {slider('x', intl.formatMessage(messages.horizontal), placement.x * 100, 0, 100, !room.horizontal, (value) =>
        onChange({ ...placement, x: value / 100 }),
      )}
      {slider('y', intl.formatMessage(messages.vertical), placement.y * 100, 0, 100, !room.vertical, (value) =>
        onChange({ ...placement, y: value / 100 }),
      )}
      <Button variant="ghost" onClick={() => onChange({ zoom: 1, x: 0.5, y: 0.5 })}>
        {intl.formatMessage(messages.centre)}
      </Button>
    </fieldset>
  );
}
