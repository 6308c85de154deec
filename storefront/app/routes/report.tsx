import { ReportRequest, supportCalls } from '@reelcart/sdk/contract';
import { ContentPage } from '../components/content-page';
import { FormField } from '../components/form-field';
import { SupportForm } from '../components/support-form';
import { getCommerce } from '../lib/commerce/commerce.server';
import { formValues, forwardedFor, submitSupportForm } from '../lib/content/support-form.server';
import { pageMeta } from '../lib/platform/page-meta';
import type { Route } from './+types/report';

const FIELDS = ['url', 'reason', 'details', 'email'] as const;
const MESSAGES: Record<string, string> = {
  url: 'Enter the address of the page or video, for example https://… or /videos/….',
  reason: 'Choose the reason for your report.',
  details: 'Describe the problem in at least 10 characters (up to 5000).',
  email: 'Enter a valid e-mail address, or leave this field empty.',
};
const REASONS = [
  { value: 'underage', label: 'May involve a person under 18' },
  { value: 'non-consensual', label: 'Appears non-consensual, or a participant withdrew consent' },
  { value: 'copyright', label: 'Copyright or licensing infringement' },
  { value: 'privacy', label: 'Privacy: shows me or shares personal data without consent' },
  { value: 'illegal', label: 'Other illegal content' },
  { value: 'other', label: 'Something else (broken page, wrong information, …)' },
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), FIELDS);
  const client = getCommerce(context).client;
  const body = { ...values, email: values.email?.trim() ? values.email : undefined };
  return submitSupportForm(ReportRequest, body, MESSAGES, (parsed) =>
    client.request(supportCalls.report, { body: parsed, headers: forwardedFor(request) }),
  );
}

export function meta() {
  return pageMeta(
    'Report content',
    'Report a video or page on Reelcart that may be illegal, infringing, non-consensual or otherwise in breach of our terms.',
  );
}

export default function Report({ actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const values = actionData && !actionData.ok ? actionData.values : {};
  return (
    <ContentPage
      title="Report content"
      lead={
        <p>
          If a video, image or page on Reelcart may be illegal, may involve anyone under 18, appears
          non-consensual, infringes your rights or exposes your personal data, tell us here. Every
          report is reviewed by a person; reports about minors or consent are handled first and the
          content is taken down while we investigate.
        </p>
      }
    >
      <SupportForm
        result={actionData}
        submitLabel="Send report"
        pendingLabel="Sending…"
        confirmation={(id) => (
          <>
            <h2 className="font-semibold text-lg">Thank you, your report has been received</h2>
            <p>
              Your report reference is <span className="font-mono">{id}</span>. If you left an
              e-mail address we will tell you what we decided.
            </p>
          </>
        )}
      >
        <FormField
          label="Address of the page or video"
          name="url"
          type="url"
          required
          maxLength={2000}
          error={errors.url}
          defaultValue={values.url}
        />
        <FormField
          label="Reason"
          name="reason"
          required
          options={REASONS}
          error={errors.reason}
          defaultValue={values.reason}
        />
        <FormField
          label="Details"
          name="details"
          required
          multiline
          maxLength={5000}
          hint="What is wrong, and where in the video or page (a timestamp helps)."
          error={errors.details}
          defaultValue={values.details}
        />
        <FormField
          label="Your e-mail"
          name="email"
          type="email"
          autoComplete="email"
          hint="Only if you would like to hear back. Reports can be anonymous."
          error={errors.email}
          defaultValue={values.email}
        />
      </SupportForm>
    </ContentPage>
  );
}
