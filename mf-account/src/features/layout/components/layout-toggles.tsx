import { defineMessages, useIntl } from 'react-intl';
import { useLayoutPreview, useSaveLayout } from '../hooks/use-layout';

const messages = defineMessages({
  group: {
    id: 'account.layout.group',
    defaultMessage: 'Layout',
    description: 'Accessible name of the layout switches in the profile menu',
  },
  nightMode: {
    id: 'account.layout.night-mode',
    defaultMessage: 'Night mode',
    description: 'Profile menu switch that turns dark mode on or off',
  },
  largeText: {
    id: 'account.layout.large-text',
    defaultMessage: 'Large text',
    description: 'Profile menu switch that turns the large text size on or off',
  },
});

/**
 * ACC-09: two switches in the profile menu. They save straight away (no form), so they are switches,
 * not checkboxes. While a change is being saved they ignore presses but keep focus (aria-disabled).
 */
export function LayoutToggles() {
  const intl = useIntl();
  const { settings } = useLayoutPreview();
  const { change, busy, error } = useSaveLayout();
  const dark = settings.night_mode === '1';
  const large = settings.text_size === 'big';
  return (
    <div className="layout-toggles" role="group" aria-label={intl.formatMessage(messages.group)}>
      <LayoutSwitch
        label={intl.formatMessage(messages.nightMode)}
        on={dark}
        busy={busy}
        onToggle={() => void change(dark ? 'light-mode' : 'dark-mode')}
      />
      <LayoutSwitch
        label={intl.formatMessage(messages.largeText)}
        on={large}
        busy={busy}
        onToggle={() => void change(large ? 'small-text' : 'big-text')}
      />
      {error ? (
        <p className="layout-toggles__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LayoutSwitch({
  label,
  on,
  busy,
  onToggle,
}: {
  label: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="layout-toggles__switch"
      aria-checked={on}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <span>{label}</span>
      <span className="layout-toggles__track" aria-hidden="true">
        <span className="layout-toggles__thumb" />
      </span>
    </button>
  );
}
