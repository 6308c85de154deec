import type { Database } from '../../platform/db/database';
import { contactMessages, contentReports, mailOutbox, supportNotes } from '../schema';

/**
 * The moderation queue's and the mail outbox's seed (issue 18, decisions 046 and 047): content
 * reports and contact messages in every status, some assigned to the admin with notes, and a few
 * outbox mails (delivered to the development viewer, queued, failed). Placeholder content only;
 * the reported videos are only named, never unpublished here.
 */
export async function seedSupport(db: Database, videoSlugs: readonly string[]): Promise<void> {
  const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 9, day, hour));
  const video = (i: number) => `/videos/${videoSlugs[videoSlugs.length - 1 - i] ?? 'missing'}`;
  const admin = 'usr_admin';
  const reports = [
    {
      id: 'rpt_seed_01',
      url: video(0),
      reason: 'copyright',
      email: 'rights@example.test',
      status: 'open',
      day: 20,
    },
    { id: 'rpt_seed_02', url: video(1), reason: 'privacy', email: null, status: 'open', day: 19 },
    {
      id: 'rpt_seed_03',
      url: '/about',
      reason: 'other',
      email: 'visitor@example.test',
      status: 'open',
      day: 18,
    },
    {
      id: 'rpt_seed_04',
      url: video(2),
      reason: 'illegal',
      email: 'concerned@example.test',
      status: 'in_review',
      day: 15,
      assignee: admin,
    },
    {
      id: 'rpt_seed_05',
      url: video(3),
      reason: 'copyright',
      email: null,
      status: 'in_review',
      day: 14,
      assignee: admin,
    },
    {
      id: 'rpt_seed_06',
      url: video(4),
      reason: 'other',
      email: 'viewer@example.test',
      status: 'resolved',
      day: 10,
      assignee: admin,
    },
    {
      id: 'rpt_seed_07',
      url: 'https://elsewhere.example/page',
      reason: 'other',
      email: null,
      status: 'rejected',
      day: 8,
    },
  ] as const;
  await db.insert(contentReports).values(
    reports.map((r) => ({
      id: r.id,
      url: r.url,
      reason: r.reason,
      details: `Placeholder report details for ${r.id}: what the visitor says about the page.`,
      email: r.email,
      status: r.status,
      assigneeId: 'assignee' in r ? r.assignee : null,
      version: r.status === 'open' ? 1 : 2,
      clientAddress: '203.0.113.10',
      createdAt: at(r.day),
      updatedAt: at(r.day + 1),
    })),
  );
  const messages = [
    {
      id: 'msg_seed_01',
      name: 'Placeholder Visitor',
      email: 'question@example.test',
      subject: 'A question about rentals',
      status: 'open',
      day: 21,
    },
    {
      id: 'msg_seed_02',
      name: 'Another Visitor',
      email: 'billing@example.test',
      subject: 'Billing question',
      status: 'in_review',
      day: 17,
      assignee: admin,
    },
    {
      id: 'msg_seed_03',
      name: 'Happy Visitor',
      email: 'thanks@example.test',
      subject: 'Thank you',
      status: 'resolved',
      day: 12,
      assignee: admin,
    },
    {
      id: 'msg_seed_04',
      name: 'Spam Sender',
      email: 'offers@example.test',
      subject: 'Special offer',
      status: 'rejected',
      day: 9,
    },
  ] as const;
  await db.insert(contactMessages).values(
    messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: `Placeholder message text for ${m.id}. It is long enough to read like a real one.`,
      status: m.status,
      assigneeId: 'assignee' in m ? m.assignee : null,
      version: m.status === 'open' ? 1 : 2,
      clientAddress: '203.0.113.20',
      createdAt: at(m.day),
      updatedAt: at(m.day + 1),
    })),
  );
  const note = (id: string, itemId: string, day: number, text: string) => ({
    id,
    itemId,
    authorId: admin,
    authorEmail: 'admin@reelcart.test',
    text,
    createdAt: at(day, 12),
  });
  await db
    .insert(supportNotes)
    .values([
      note('note_seed_01', 'rpt_seed_04', 16, 'Checking the studio paperwork for this title.'),
      note('note_seed_02', 'rpt_seed_05', 15, 'Asked the studio for its licence.'),
      note('note_seed_03', 'rpt_seed_06', 11, 'Reviewed: the page is fine. Replied to the viewer.'),
      note('note_seed_04', 'rpt_seed_07', 9, 'Not a page of this store.'),
      note('note_seed_05', 'msg_seed_02', 18, 'Forwarded to billing.'),
      note(
        'note_seed_06',
        'msg_seed_03',
        13,
        'Replied by e-mail to thanks@example.test: “Thank you”',
      ),
      note('note_seed_07', 'msg_seed_04', 10, 'Spam.'),
    ]);
  const mail = (
    id: string,
    values: Pick<typeof mailOutbox.$inferInsert, 'kind' | 'to' | 'subject' | 'text' | 'status'> &
      Partial<typeof mailOutbox.$inferInsert>,
  ) => ({ id, dedupeKey: `seed:${id}`, createdAt: at(13), nextAttemptAt: at(13), ...values });
  await db.insert(mailOutbox).values([
    mail('mail_seed_01', {
      kind: 'report_reply',
      to: 'thanks@example.test',
      subject: 'Thank you',
      text: 'Thank you for your kind words. (Placeholder reply.)',
      status: 'sent',
      attempts: 1,
      transport: 'dev',
      sentAt: at(13, 11),
      dedupeKey: 'report_reply:msg_seed_03:1',
    }),
    mail('mail_seed_02', {
      kind: 'report_reply',
      to: 'viewer@example.test',
      subject: 'About your report',
      text: 'We reviewed the page you reported. (Placeholder reply.)',
      status: 'sent',
      attempts: 2,
      transport: 'dev',
      sentAt: at(11, 12),
      dedupeKey: 'report_reply:rpt_seed_06:1',
    }),
    mail('mail_seed_03', {
      kind: 'verification',
      to: 'unverified@reelcart.test',
      subject: 'Confirm your e-mail address',
      text: 'Placeholder verification mail (its link has expired).',
      status: 'failed',
      attempts: 12,
      lastError: 'SMTP 550: mailbox unavailable (placeholder)',
    }),
  ]);
}
