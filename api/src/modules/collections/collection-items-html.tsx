import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../i18n/messages';
import type { FieldRecord, ItemRecord, ItemValue } from './collections-repository';

/** A link or image address the card may carry: the site's own path or http(s); anything else is left out. */
function safeUrl(url: string | null): string | null {
  if (url === null) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

const decimalFormat: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }),
};

/** A value as the card shows it: dates MM/DD/YYYY in English, DD-MM-YYYY in Dutch. */
function valueText(field: FieldRecord, value: ItemValue, language: Locale): string | null {
  if (field.type === 'text') return value.text;
  if (field.type === 'datetime') {
    if (value.date === null) return null;
    const [year = '', month = '', day = ''] = value.date.split('-');
    return language === 'nl' ? `${day}-${month}-${year}` : `${month}/${day}/${year}`;
  }
  return value.number === null ? null : decimalFormat[language].format(value.number);
}

function ItemCard({ item, fields, language }: { item: ItemRecord; fields: FieldRecord[]; language: Locale }) {
  const url = safeUrl(item.url);
  const image = safeUrl(item.imageUrl);
  const values = new Map(item.values.map((value) => [value.fieldId, value]));
  const shown = fields.flatMap((field) => {
    const value = values.get(field.id);
    const text = value === undefined ? null : valueText(field, value, language);
    if (text === null || !field.showOnCard) return [];
    return [{ field, value, text }];
  });
  return (
    <li className="collection-item" data-item-id={item.id}>
      {image === null ? null : <img className="collection-item__image" src={image} alt="" loading="lazy" />}
      <h3 className="collection-item__title">{url === null ? item.title : <a href={url}>{item.title}</a>}</h3>
      {item.subtitle === null ? null : <p className="collection-item__subtitle">{item.subtitle}</p>}
      {shown.length === 0 ? null : (
        <dl className="collection-item__fields">
          {shown.map(({ field, value, text }) => (
            <div key={field.id} className="collection-item__field" data-field-id={field.id}>
              <dt>{field.label}</dt>
              <dd>{field.type === 'datetime' && value?.date ? <time dateTime={value.date}>{text}</time> : text}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * A page of items as cards (COL-01), rendered by React so every text (titles, values, labels) is
 * escaped: the `html` of the items call, which the page inserts as it is. The list element is the
 * page's own (`<ul class="collection-items">`), so pages can be appended after each other.
 */
export function collectionItemsHtml(items: ItemRecord[], fields: FieldRecord[], language: Locale): string {
  return renderToStaticMarkup(
    <>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} fields={fields} language={language} />
      ))}
    </>,
  );
}
