import { daysInText } from './calendar-day';
import { orderStateLabel } from './order-states';
import { formatPKR } from './format';
import { formatDay, formatShopTime } from './shop-time';
import { PIECE_FIELD_LABELS } from './piece-edit-schema';
import { PIECE_STATE_LABELS, pieceStateOf } from './stock-admin-schemas';

/*
 * The audit log in words (docs/behaviour.md §11.1): each entry the server writes (server/services/audit.ts) as a
 * sentence the owner reads, and the kinds of entry the log is filtered by. Pure, so the page and the tests share it.
 */

/** One entry of the audit log as the page reads it. */
export interface AuditEntryFacts {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The kinds of entry the log is filtered by. */
export const AUDIT_KINDS = ['orders', 'payments', 'stock', 'rates', 'inquiries', 'staff', 'settings'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  orders: 'Orders',
  payments: 'Payments',
  stock: 'Stock',
  rates: 'Gold rates',
  inquiries: 'Inquiries and newsletter',
  staff: 'Staff',
  settings: 'Settings',
};

/** The order entries about money: a payment or refund in the ledger, and a deposit slip the guest sent. */
export const PAYMENT_ACTIONS: readonly string[] = ['payment', 'refund', 'slip'];

/**
 * The subjects each kind covers; orders and payments share the order's entries, told apart by PAYMENT_ACTIONS (the
 * server filters with these same lists).
 */
export const AUDIT_KIND_SUBJECTS: Record<AuditKind, readonly string[]> = {
  orders: ['order'],
  payments: ['order'],
  stock: ['stock'],
  rates: ['rate'],
  inquiries: ['inquiry', 'subscriber'],
  staff: ['staff'],
  settings: ['setting'],
};

/** The kind an entry belongs to, or null for a subject no kind covers. */
export function auditKindOf(e: Pick<AuditEntryFacts, 'subjectType' | 'action'>): AuditKind | null {
  if (e.subjectType === 'order') return PAYMENT_ACTIONS.includes(e.action) ? 'payments' : 'orders';
  return AUDIT_KINDS.find((k) => AUDIT_KIND_SUBJECTS[k].includes(e.subjectType)) ?? null;
}

/** "Guest sent a deposit slip for order NM-…, replacing the one sent 22 Nov 2026, 14:05" (also the order's history). */
export function slipWords(actor: string, replaced: string | null, orderNo?: string): string {
  const of = orderNo ? ` for order ${orderNo}` : '';
  return `${actor} sent a deposit slip${of}${replaced ? `, replacing the one sent ${formatShopTime(replaced)}` : ''}`;
}

const quoted = (text: string) => `“${text}”`;
const moment = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? formatShopTime(iso) : iso);
const pieceState = (status: string | null) => (status ? PIECE_STATE_LABELS[pieceStateOf(status)] : 'unknown');
const pictures = (names: string | null) => {
  const n = names ? names.split('|').length : 0;
  return n === 1 ? '1 picture' : `${n} pictures`;
};

/** A ledger entry's stored words: "received PKR 5,000 (Bank transfer · 2026-11-22 · ref); paid …, balance …". */
function ledgerWords(actor: string, kind: 'payment' | 'refund', orderNo: string, newValue: string | null) {
  const m = /^(?:received|refunded) (.+?) \((.*)\); (.*)$/.exec(newValue ?? '');
  if (!m) return `${actor} recorded a ${kind} for order ${orderNo}${newValue ? `: ${newValue}` : ''}`;
  const [, amount, how, after] = m;
  const paidOn = how ? daysInText(how) : '';
  return `${actor} recorded a ${kind} of ${amount} for order ${orderNo}${paidOn ? ` (${paidOn})` : ''}; now ${after}`;
}

/** The owner's settings' groups and fields in words (core/shop-settings.ts). */
const SETTING_GROUPS: ReadonlyMap<string, string> = new Map([
  ['payments', 'ways to pay'],
  ['tax', 'tax numbers'],
]);
const SETTING_FIELDS: ReadonlyMap<string, string> = new Map([
  ['payAtShowroom', 'Pay at the showroom'],
  ['cashOnDelivery', 'Pay on delivery'],
  ['cashOnDeliveryLimit', 'Pay on delivery limit'],
  ['ntn', 'NTN'],
  ['strn', 'STRN'],
]);

function settingValue(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  if (typeof v === 'number') return formatPKR(v);
  if (typeof v === 'string') return v === '' ? 'empty' : v;
  return JSON.stringify(v) ?? 'nothing';
}

function parsed(json: string | null): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What changed in a group of settings: "Pay on delivery off → on; Pay on delivery limit PKR 100,000 → PKR 150,000". */
function settingChanges(oldValue: string | null, newValue: string | null): string {
  const before = parsed(oldValue);
  const after = parsed(newValue);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${SETTING_FIELDS.get(k) ?? k} ${settingValue(before[k])} → ${settingValue(after[k])}`)
    .join('; ');
}

/**
 * A field of a piece changed by hand (server/services/stock/edit.ts): kept as "TotalMaking: 8000" and
 * "TotalMaking: 50000", said with the field's label.
 */
function pieceEditWords(who: string, id: string, old: string | null, now: string | null): string {
  const split = (v: string | null) => {
    const at = v?.indexOf(': ') ?? -1;
    return v && at > 0 ? { field: v.slice(0, at), value: v.slice(at + 2) } : { field: '', value: v ?? '—' };
  };
  const was = split(old);
  const is = split(now);
  const field = is.field || was.field;
  const label =
    (PIECE_FIELD_LABELS as Record<string, string | undefined>)[field] ??
    (field === 'CertificateFile' ? 'certificate file' : field);
  return `${who} changed ${label ? `the ${label.replace(/ \(.*\)$/, '').toLowerCase()} of ` : ''}piece ${id} from ${quoted(was.value)} to ${quoted(is.value)}`;
}

/** A member as the staff entries keep them: "Bilal Ahmed (staff)". */
function nameAndRole(v: string | null): { name: string; role: string } | null {
  const m = /^(.*) \((\w+)\)$/.exec(v ?? '');
  return m ? { name: m[1] ?? '', role: m[2] ?? '' } : null;
}

/** Any entry these words do not know: who, what and of what, and the values as they are stored. */
function genericWords(e: AuditEntryFacts): string {
  const change =
    e.oldValue || e.newValue
      ? `: ${e.oldValue ? `was ${e.oldValue}` : ''}${e.oldValue && e.newValue ? ', ' : ''}${e.newValue ? `now ${e.newValue}` : ''}`
      : '';
  return `${e.actor} made a change (${e.action}) to ${e.subjectType} ${e.subjectId}${change}`;
}

/** One entry of the audit log as a sentence: "Bilal Ahmed moved order NM-7K4Q9X from Awaiting payment to Processing". */
export function auditWords(e: AuditEntryFacts): string {
  const { actor: who, subjectId: id, oldValue: old, newValue: now } = e;
  switch (`${e.subjectType}/${e.action}`) {
    case 'order/status':
      return `${who} moved order ${id} from ${orderStateLabel(old ?? '')} to ${orderStateLabel(now ?? '')}`;
    case 'order/moved on unpaid': {
      const balance = old?.replace(/^balance /, '');
      return `${who} moved order ${id} on before it was paid in full${balance ? ` (${balance} still to pay)` : ''}${now ? `, because ${quoted(now)}` : ''}`;
    }
    case 'order/hold':
      return `${who} held the pieces of order ${id} until ${moment(now) ?? '—'}${old ? ` (was until ${moment(old)})` : ''}`;
    case 'order/note':
      return now
        ? `${who} ${old ? 'changed' : 'wrote'} the note on order ${id}: ${quoted(now)}`
        : `${who} cleared the note on order ${id}`;
    case 'order/take':
      return `${who} took order ${id} outside the website${now ? `: ${now}` : ''}`;
    case 'order/payment':
    case 'order/refund':
      return ledgerWords(who, e.action === 'refund' ? 'refund' : 'payment', id, now);
    case 'order/slip':
      return slipWords(who, old, id);
    case 'stock/stock imported':
      return `${who} imported stock (${id})${now ? `: ${now}` : ''}`;
    case 'stock/status':
      return `${who} changed piece ${id} from ${pieceState(old)} to ${pieceState(now)}`;
    case 'stock/add':
      return `${who} added piece ${id}${now ? ` (${now})` : ''}`;
    case 'stock/edit':
      return pieceEditWords(who, id, old, now);
    case 'stock/item words':
      // The owner's words guests see for an item name (docs/decisions/078); none is the stock's own name.
      return now
        ? `${who} had guests see ${quoted(now)} for the item name ${id}${old ? ` (was ${quoted(old)})` : ''}`
        : `${who} had guests see the item name ${id} as the stock names it${old ? ` (was ${quoted(old)})` : ''}`;
    case 'stock/pictures':
      return `${who} changed the pictures of piece ${id}: ${pictures(now)} (was ${pictures(old)})`;
    case 'rate/rate': {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(id) ? formatDay(id) : id;
      const was = old?.replace(/^24K /, '').replace(/ a gram/, '');
      return `${who} set the gold rate for ${day}: ${now ?? '—'}${was ? ` (was ${was})` : ''}`;
    }
    case 'setting/settings': {
      const changes = settingChanges(old, now);
      return `${who} changed the ${SETTING_GROUPS.get(id) ?? id} settings${changes ? `: ${changes}` : ''}`;
    }
    case 'staff/setup':
      return `${who} set up the back office as its owner (${id})`;
    case 'staff/add': {
      const m = nameAndRole(now);
      return m ? `${who} added ${m.name} (${id}) as ${m.role}` : `${who} added ${id} to the staff`;
    }
    case 'staff/remove':
      return `${who} removed ${old ? `${old} (${id})` : id} from the staff`;
    case 'staff/role':
      return `${who} made ${id} ${now ?? '—'}${old ? ` (was ${old})` : ''}`;
    case 'staff/reset-password':
      return `${who} reset the password of ${id}`;
    case 'staff/unlock':
      return `${who} unlocked the account of ${id}`;
    case 'staff/sign-out-everywhere':
      return `${who} signed ${id} out everywhere`;
    case 'staff/invite': {
      const m = nameAndRole(now);
      return m ? `${who} invited ${m.name} (${id}) to join as ${m.role}` : `${who} invited ${id} to join`;
    }
    case 'staff/withdraw-invite':
      return `${who} withdrew the invitation of ${old ? `${old} (${id})` : id}`;
    case 'staff/join': {
      const m = nameAndRole(now);
      const as = m ? ` as ${m.role}` : '';
      return `${who} joined the back office${as} (${id})${old ? `, invited by ${old}` : ''}`;
    }
    case 'staff/ask-new-password':
      return `${who} asked ${id} to choose a new password`;
    case 'staff/password-changed':
      return `${who} changed their own password (${id})`;
    case 'staff/locked':
      return `${who} locked the account of ${id} after too many wrong passwords`;
    case 'inquiry/answered':
      return now === 'no' ? `${who} marked inquiry #${id} as not answered` : `${who} marked inquiry #${id} as answered`;
    case 'subscriber/remove':
      return `${who} took ${id} off the newsletter`;
    default:
      return genericWords(e);
  }
}
