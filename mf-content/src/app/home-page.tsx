import { FormattedMessage, defineMessages } from 'react-intl';

const messages = defineMessages({
  title: { id: 'content.home.title', defaultMessage: 'Latest news', description: 'Heading of the home page news list' },
});

export function HomePage() {
  return (
    <h1>
      <FormattedMessage {...messages.title} />
    </h1>
  );
}
