import { useIntl } from 'react-intl';
import { HeadlineTestsReadout } from '../features/headline-tests/components/headline-tests-readout';
import { headlineTestsMessages as messages } from '../features/headline-tests/components/headline-tests-messages';
import { EditorsPage } from './editors-page';

/** /headline-tests (AB-01): the editors' readout of the headline A/B tests. */
export function HeadlineTestsPage() {
  const intl = useIntl();
  return (
    <EditorsPage
      className="headline-tests"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      path="/headline-tests"
      editorsOnly={intl.formatMessage(messages.editorsOnly)}
    >
      <HeadlineTestsReadout />
    </EditorsPage>
  );
}
