import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckField, TextAreaField, TextField } from '@tribune/shared';
import { LeadImageField } from '../../pictures/components/lead-image-field';
import { FixturePicker } from '../../pickers/components/fixture-picker';
import { TagPicker } from '../../pickers/components/tag-picker';
import { articleLimits, characterCount, type ArticleFieldName, type ArticleFormValues } from '../lib/article-form';
import { articleEditorMessages as messages, countMessage } from './article-editor-messages';
import { SecondaryTagsField } from './secondary-tags-field';

interface FieldsProps {
  values: ArticleFormValues;
  errors: Partial<Record<ArticleFieldName, string>>;
  onChange: <Field extends keyof ArticleFormValues>(field: Field, value: ArticleFormValues[Field]) => void;
}

/** A hint with the live count of a field with a limit. */
function useCountHint() {
  const intl = useIntl();
  return (text: string, max: number, hint?: string): ReactNode => {
    const count = intl.formatMessage(countMessage, { count: characterCount(text), max });
    return hint === undefined ? count : `${hint} ${count}`;
  };
}

/** NR-04: the title, and (under the body) the excerpt: the text column. */
export function ArticleTitleField({ values, errors, onChange }: FieldsProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(messages.title)}
      name="title"
      required
      maxLength={200}
      value={values.title}
      error={errors.title}
      onChange={(event) => onChange('title', event.target.value)}
    />
  );
}

export function ArticleExcerptField({ values, errors, onChange }: FieldsProps) {
  const intl = useIntl();
  const countHint = useCountHint();
  return (
    <TextAreaField
      label={intl.formatMessage(messages.excerpt)}
      name="excerpt"
      rows={3}
      value={values.excerpt}
      error={errors.excerpt}
      hint={countHint(values.excerpt, articleLimits.excerpt, intl.formatMessage(messages.excerptHint))}
      onChange={(event) => onChange('excerpt', event.target.value)}
    />
  );
}

/** NR-04: the sidebar's settings: tag, kind, headline test, placement, match, SEO and lead image. */
export function ArticleSettingsFields({ values, errors, onChange }: FieldsProps) {
  const intl = useIntl();
  const countHint = useCountHint();
  const kindId = useId();
  const kinds: { value: ArticleFormValues['kind']; label: string }[] = [
    { value: 'news', label: intl.formatMessage(messages.kindNews) },
    { value: 'photo_report', label: intl.formatMessage(messages.kindPhotoReport) },
    { value: 'bio', label: intl.formatMessage(messages.kindBio) },
  ];
  return (
    <>
      <TagPicker
        value={values.primaryTag}
        error={errors.primary_tag}
        onChange={(slug) => onChange('primaryTag', slug)}
      />
      <SecondaryTagsField
        value={values.tags}
        primaryTag={values.primaryTag}
        error={errors.tags}
        onChange={(slugs) => onChange('tags', slugs)}
      />
      <div className="field">
        <label htmlFor={kindId}>{intl.formatMessage(messages.kind)}</label>
        <select
          id={kindId}
          name="kind"
          value={values.kind}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={errors.kind ? `${kindId}-error` : undefined}
          onChange={(event) => {
            const kind = kinds.find((option) => option.value === event.target.value);
            if (kind) onChange('kind', kind.value);
          }}
        >
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
        {errors.kind ? (
          <p id={`${kindId}-error`} className="field__error">
            {errors.kind}
          </p>
        ) : null}
      </div>
      <fieldset className="article-editor__group">
        <legend>{intl.formatMessage(messages.headlineTest)}</legend>
        <TextField
          label={intl.formatMessage(messages.bTitle)}
          name="b_title"
          maxLength={200}
          value={values.bTitle}
          error={errors.b_title}
          hint={intl.formatMessage(messages.bTitleHint)}
          onChange={(event) => onChange('bTitle', event.target.value)}
        />
        <CheckField
          label={intl.formatMessage(messages.abTesting)}
          name="ab_testing"
          checked={values.abTesting}
          error={errors.ab_testing}
          onChange={(event) => onChange('abTesting', event.target.checked)}
        />
      </fieldset>
      <fieldset className="article-editor__group">
        <legend>{intl.formatMessage(messages.placement)}</legend>
        <CheckField
          label={intl.formatMessage(messages.sticky)}
          name="is_sticky"
          checked={values.isSticky}
          error={errors.is_sticky}
          onChange={(event) => onChange('isSticky', event.target.checked)}
        />
        <CheckField
          label={intl.formatMessage(messages.hideInLists)}
          name="hide_in_lists"
          checked={values.hideInLists}
          error={errors.hide_in_lists}
          onChange={(event) => onChange('hideInLists', event.target.checked)}
        />
        <CheckField
          label={intl.formatMessage(messages.webPush)}
          name="web_push"
          checked={values.webPush}
          error={errors.web_push}
          onChange={(event) => onChange('webPush', event.target.checked)}
        />
      </fieldset>
      <FixturePicker
        value={values.fixtureId}
        error={errors.fixture_id}
        onChange={(fixtureId) => onChange('fixtureId', fixtureId)}
      />
      <LeadImageField
        value={values.image}
        error={errors.image}
        addressLabel={intl.formatMessage(messages.image)}
        addressHint={intl.formatMessage(messages.imageHint)}
        onChange={(image) => onChange('image', image)}
      />
      <fieldset className="article-editor__group">
        <legend>{intl.formatMessage(messages.seo)}</legend>
        <TextField
          label={intl.formatMessage(messages.seoTitle)}
          name="seo_title"
          value={values.seoTitle}
          error={errors.seo_title}
          hint={countHint(values.seoTitle, articleLimits.seoTitle)}
          onChange={(event) => onChange('seoTitle', event.target.value)}
        />
        <TextAreaField
          label={intl.formatMessage(messages.seoDescription)}
          name="seo_description"
          rows={3}
          value={values.seoDescription}
          error={errors.seo_description}
          hint={countHint(values.seoDescription, articleLimits.seoDescription)}
          onChange={(event) => onChange('seoDescription', event.target.value)}
        />
      </fieldset>
    </>
  );
}
