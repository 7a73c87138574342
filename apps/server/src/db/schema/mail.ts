import { pgEnum, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

export const emailStatus = pgEnum('email_status', ['stored', 'sent', 'failed']);

/** Every e-mail the system sends; without SMTP it stays here with status 'stored'. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    status: emailStatus('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbound_emails_recipient_idx').on(table.recipient, table.createdAt)],
);
