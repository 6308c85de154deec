import { ContactRequest, supportCalls } from '@reelcart/sdk/contract';
import { ContentPage } from '../components/content-page';
import { FormField } from '../components/form-field';
import { SupportForm } from '../components/support-form';
import { getCommerce } from '../lib/commerce/commerce.server';
import { formValues, forwardedFor, submitSupportForm } from '../lib/content/support-form.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const MESSAGES: Record<string, string> = {
  name: 'Enter your name (up to 100 characters).',
  email: 'Enter a valid e-mail address so we can reply.',
  subject: 'Enter a subject (up to 150 characters).',
  message: 'Write a message of at least 10 characters (up to 5000).',
};

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), FIELDS);
  const client = getCommerce(context).client;
  return submitSupportForm(ContactRequest, values, MESSAGES, (body) =>
    client.request(supportCalls.contact, { body, headers: forwardedFor(request) }),
  );
}

export function meta() {
  return pageMeta(
    'Contact us',
    'Questions about an order, a download, your account or the affiliate programme: write to the Reelcart support team.',
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const values = actionData && !actionData.ok ? actionData.values : {};
  return (
    <ContentPage
      title="Contact us"
      lead={
        <p>
          Questions about an order, a download, a rental, your account or the affiliate programme?
          Send us a message and the support team will reply by e-mail, usually within two business
          days. To report a video or page, use the <a href="/report">report form</a> instead.
        </p>
      }
    >
      <SupportForm
        result={actionData}
        submitLabel="Send message"
        pendingLabel="Sending…"
        confirmation={(id) => (
          <>
            <h2 className="font-semibold text-lg">Thank you, your message has been sent</h2>
            <p>
              We will reply to the address you gave. Your reference is{' '}
              <span className="font-mono">{id}</span>; quote it if you write again about the same
              matter.
            </p>
          </>
        )}
      >
        <FormField
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={100}
          error={errors.name}
          defaultValue={values.name}
        />
        <FormField
          label="E-mail"
          name="email"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
        <FormField
          label="Subject"
          name="subject"
          required
          maxLength={150}
          error={errors.subject}
          defaultValue={values.subject}
        />
        <FormField
          label="Message"
          name="message"
          required
          multiline
          maxLength={5000}
          hint="Include your order number if your question is about an order."
          error={errors.message}
          defaultValue={values.message}
        />
      </SupportForm>
    </ContentPage>
  );
}
