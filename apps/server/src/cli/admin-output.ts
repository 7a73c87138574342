import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { formatDinars } from '@tabib/contracts/money';
import type { EditRequest } from '@tabib/contracts/profile-details';
import type { PendingConsultationReason } from '../modules/consultation-reasons/consultation-reason-verdicts.service';
import type { OperatorCommandName } from '../modules/operator/operator.service';
import type { PendingEditRequest } from '../modules/profile/edit-requests.service';
import type { WaitingPayment } from '../modules/subscription/subscription-verdicts.service';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

const scalar = (value: unknown) =>
  value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A record as indented "key: value" lines, nested records one level deeper. */
function describe(value: unknown, indent = '  '): string[] {
  if (!isRow(value)) return [`${indent}${scalar(value)}`];
  return Object.entries(value).flatMap(([key, field]) =>
    isRow(field) && Object.keys(field).length > 0
      ? [`${indent}${key}:`, ...describe(field, `${indent}  `)]
      : [`${indent}${key}: ${scalar(field)}`],
  );
}

function list<T>(items: unknown, empty: string, heading: string, lines: (item: T) => string[]): string {
  const rows = (Array.isArray(items) ? items : []) as T[];
  if (rows.length === 0) return empty;
  return [`${heading} (${rows.length}):`, ...rows.flatMap(lines)].join('\n');
}

const whose = (doctor: { firstName: string; lastName: string; email: string }) =>
  `${doctor.firstName} ${doctor.lastName} <${doctor.email}>`;

// Answers cross the socket as JSON: dates arrive as strings.
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

const reasonLines = ({ reason, doctor }: PendingConsultationReason) => [
  `${reason._id}  ${reason.title.fr} / ${reason.title.en} / ${reason.title.ar}  ${reason.duration} min  ${formatDinars(reason.price)}  ${reason.color}${reason.isRejected ? '  (rejected before)' : ''}`,
  `  of ${whose(doctor)}`,
];

const editRequestLines = (request: Wire<PendingEditRequest>) => [
  `${request.id}  ${request.requestSlug}  asked ${request.createdAt}  by ${whose(request.doctor)}`,
  ...describe(
    Array.isArray(request.data) ? Object.fromEntries(request.data.map((item, index) => [index + 1, item])) : request.data,
    '    ',
  ),
];

const waitingPaymentLines = (payment: WaitingPayment) => [
  `${payment.paymentId}  ${payment.months} month(s)  ${formatDinars(payment.amountCentimes)}  ${payment.method}  asked ${payment.requestedOn}`,
  `  by ${payment.accounts.map((account) => `${account.name} <${account.email}>`).join(', ') || '-'}`,
];

const oneTimePasswordNotice = (password: string) =>
  [
    `One-time password: ${password}`,
    'Shown this once. It opens the account once: the first sign-in asks for a new password.',
  ].join('\n');

/** What a person reads after a command succeeded (--json prints the result as is). */
export function formatResult(command: OperatorCommandName, result: unknown): string {
  const value = isRow(result) ? result : {};
  switch (command) {
    case 'accounts.create-doctor':
      return ['Doctor account created:', ...describe(value.account), oneTimePasswordNotice(String(value.oneTimePassword))].join(
        '\n',
      );
    case 'accounts.create-clinic':
      return [
        'Clinic created:',
        ...describe(value.clinic),
        'Its admin account:',
        ...describe(value.admin),
        oneTimePasswordNotice(String(value.oneTimePassword)),
      ].join('\n');
    case 'accounts.block':
      return `Blocked ${scalar(value.email)} (${scalar(value.id)}): its sessions have ended and it cannot sign in.`;
    case 'accounts.unblock':
      return `Unblocked ${scalar(value.email)} (${scalar(value.id)}): it can sign in again.`;
    case 'accounts.grant-all':
      return `Full rights granted to ${scalar(value.email)} (${scalar(value.id)}): its open pages follow at once.`;
    case 'accounts.withdraw-all':
      return `Full rights withdrawn from ${scalar(value.email)} (${scalar(value.id)}): it is read-only now, its open pages follow at once.`;
    case 'reasons.list':
      return list(
        result,
        'No consultation reason is waiting for a verdict.',
        'Consultation reasons waiting for a verdict',
        reasonLines,
      );
    case 'edit-requests.list':
      return list(
        result,
        'No profile edit request is waiting for a verdict.',
        'Profile edit requests waiting for a verdict',
        editRequestLines,
      );
    case 'audit.list':
      return Array.isArray(result) && result.length > 0
        ? result
            .filter(isRow)
            .map(
              (entry) =>
                `${scalar(entry.at)}  ${scalar(entry.actor)}  ${scalar(entry.action)}  ${scalar(entry.targetType)} ${scalar(entry.targetId)}  ${scalar(entry.details)}`,
            )
            .join('\n')
        : 'The audit log has no entry for this.';
    case 'subscriptions.waiting':
      return list(
        result,
        'No subscription payment is waiting for its receipt to be checked.',
        'Payments waiting for a verdict',
        waitingPaymentLines,
      );
    case 'subscriptions.confirm':
    case 'subscriptions.reject':
      return `Payment ${scalar(value.paymentId)} is ${scalar(value.verdict)}: the subscription is ${scalar(value.status)} (${scalar(value.paidMonths)} month(s) of its invoice paid); the account is told.`;
    case 'notices.plan-reminders':
      return `Reminders planned for ${scalar(value.appointments)} coming appointment(s) that had none.`;
    case 'reasons.validate':
    case 'reasons.reject': {
      const reason = result as ConsultationReason;
      return `Consultation reason ${reason._id} (${reason.title.fr}) is ${reason.isValidated ? 'validated' : 'rejected'}; the practice's open pages follow.`;
    }
    case 'edit-requests.approve':
    case 'edit-requests.reject': {
      const request = result as EditRequest;
      return `Edit request ${request._id} (${request.requestSlug}) is ${request.status}${request.note ? `, with the note "${request.note}"` : ''}; the doctor is told.`;
    }
  }
}
