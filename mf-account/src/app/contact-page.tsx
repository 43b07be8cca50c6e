import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useTenant } from '@tribune/shared';
import { ContactForm } from '../features/contact/components/contact-form';

const messages = defineMessages({
  title: { id: 'account.contact.title', defaultMessage: 'Contact', description: 'Heading of the contact page' },
});

const introMessage = defineMessage<{ site: string }>({
  id: 'account.contact.intro',
  defaultMessage: 'Questions, tips or remarks about {site}? Send us a message and we will get back to you by e-mail.',
  description: 'Introduction at the top of the contact page; site is the name of the website',
});

/** CON-01: /contact. */
export function ContactPage() {
  const tenant = useTenant();
  return (
    <section className="account-page contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...introMessage} values={{ site: tenant.name }} />
      </p>
      <ContactForm />
    </section>
  );
}
