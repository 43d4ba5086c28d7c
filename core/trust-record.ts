import { z } from 'zod';
import { formatWeight } from './format';
import { formatPattern } from './message-format';
import enCommon from './messages/en/common';
import enProduct from './messages/en/product';
import { formatTola, type UnitWords } from './tola';

/** The patterns the Purity and proof block is written with: a language's shared and product page words. */
export type ProofPatterns = Readonly<Record<string, string>>;
const ENGLISH: ProofPatterns = { ...enCommon, ...enProduct };
const say = (words: ProofPatterns, key: string, values?: Record<string, string>) =>
  formatPattern(words[key] ?? ENGLISH[key] ?? key, values);
/** The parts of the purity line (purityLine), as a language says them. */
export type PurityPart = 'tested' | 'purityNotTested' | 'notTested' | 'testedBy' | 'method';
export type SayPurity = (part: PurityPart, values?: Record<string, string>) => string;
/** The purity line's parts from a page's patterns (`proof.tested`, …: core/messages/{en,ur}/product.ts). */
export const purityIn =
  (words: ProofPatterns): SayPurity =>
  (part, values) =>
    say(words, `proof.${part}`, values);
const unitsIn =
  (words: ProofPatterns): UnitWords =>
  (n, unit) =>
    say(words, `unit.${unit}`, { n: String(n) });

/*
 * A piece's trust record (docs/behaviour.md §9.15, docs/decisions/082): its purity as tested (fineness in parts per
 * thousand), how it was tested, its certificate (number, lab, a picture or PDF of it) and its weights. Every part is
 * optional; a piece without them shows nothing, and never "certified" without a certificate number.
 */

/** How a piece's purity was tested: the owner picks one; the stock file and the API give the key. */
export const TEST_METHODS = ['xrf', 'fire-assay', 'touchstone', 'hallmark', 'not-tested'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

/** A stored method as one of TEST_METHODS (a value the shop no longer knows: none). */
export const testMethodOf = (v: string | null): TestMethod | null =>
  (TEST_METHODS as readonly string[]).includes(v ?? '') ? (v as TestMethod) : null;

/** The words guests and the owner read for each method. */
export const TEST_METHOD_LABELS: Record<TestMethod, string> = {
  xrf: 'XRF karat meter',
  'fire-assay': 'Fire assay',
  touchstone: 'Touchstone',
  hallmark: 'Hallmark',
  'not-tested': 'Not tested',
};

/** Fineness in parts per thousand: 333 (8K) to 999 (pure). */
export const FINENESS_MIN = 333;
export const FINENESS_MAX = 999;

/** The largest certificate file the shop takes (a scanned certificate, a lab's PDF). */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
/** What a certificate file may be, by its content: a JPEG, PNG or WebP picture, or a PDF. */
export const CERTIFICATE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** A certificate file's name as the stock file gives it (as Images are): letters, digits, - _ . and its extension. */
export const CERTIFICATE_FILE_NAME = /^[\w][\w.-]{0,120}\.(jpe?g|png|webp|pdf)$/i;

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** The trust record's fields of the stock record (core/stock-schema.ts): each may be left out or empty. */
export const TrustFieldsSchema = z.object({
  Fineness: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(FINENESS_MIN, { error: `must be ${FINENESS_MIN} to ${FINENESS_MAX}` })
    .max(FINENESS_MAX, { error: `must be ${FINENESS_MIN} to ${FINENESS_MAX}` })
    .nullish(),
  TestMethod: z.enum(TEST_METHODS, { error: `must be one of ${TEST_METHODS.join(', ')}` }).nullish(),
  CertificateNo: text(60).nullish(),
  CertificateLab: text(80).nullish(),
  CertificateFile: z
    .string({ error: 'must be text' })
    .trim()
    .regex(CERTIFICATE_FILE_NAME, {
      error: 'must be a file name (letters, digits, - _ .) ending .jpg, .png, .webp or .pdf',
    })
    .nullish(),
});

export type TrustFields = z.output<typeof TrustFieldsSchema>;
const TRUST_FIELDS = Object.keys(TrustFieldsSchema.shape) as (keyof TrustFields)[];

/**
 * A stock file's record with the trust fields it leaves out (a file without those columns, as the point of sale's
 * own export is) taken from the piece as the shop has it: such a file keeps the trust record (docs/decisions/082).
 */
export function keptTrustFields<T extends TrustFields>(current: TrustFields, record: T): T {
  const next = { ...record };
  for (const f of TRUST_FIELDS) if (next[f] === undefined) Object.assign(next, { [f]: current[f] ?? null });
  return next;
}

/** A piece's trust record as the product page, the order mail and the invoice read it. */
export const TrustRecordSchema = z.object({
  fineness: z.number().int().nullable(),
  testMethod: z.enum(TEST_METHODS).nullable(),
  certificateNo: z.string().nullable(),
  certificateLab: z.string().nullable(),
  /** The stored certificate file's name (certificateHref gives its address), or null. */
  certificateFile: z.string().nullable(),
});
export type TrustRecord = z.infer<typeof TrustRecordSchema>;

/** The karat a fineness is, to a whole karat: 875 → 21, 916 → 22, 750 → 18. */
export const karatOfFineness = (fineness: number) => Math.round((fineness * 24) / 1000);

/**
 * The purity as guests read it: "875 (21K)" for gold (a piece with a karat), the fineness alone otherwise
 * ("925" silver, "950" platinum); null without a fineness.
 */
export function purityText(fineness: number | null, gold: boolean): string | null {
  if (fineness == null) return null;
  return gold ? `${fineness} (${karatOfFineness(fineness)}K)` : String(fineness);
}

/**
 * Purity with its test, as one line: "875 (21K), tested by XRF karat meter"; "Not tested"; null with neither. In
 * English (TEST_METHOD_LABELS' words), or as `sayPart` says its parts: a page's patterns (purityProof) or the guest's
 * mail's words (server/mail/order-mails.ts).
 */
export function purityLine(
  r: Pick<TrustRecord, 'fineness' | 'testMethod'>,
  gold: boolean,
  sayPart: SayPurity = purityIn(ENGLISH),
): string | null {
  const purity = purityText(r.fineness, gold);
  if (r.testMethod === 'not-tested') return purity ? sayPart('purityNotTested', { purity }) : sayPart('notTested');
  // ICU select keys take no hyphen: fire-assay is fire_assay.
  const method = r.testMethod ? sayPart('method', { method: r.testMethod.replace('-', '_') }) : null;
  if (purity && method) return sayPart('tested', { purity, method });
  return purity ?? (method ? sayPart('testedBy', { method }) : null);
}

/** The certificate as guests read it ("IGI 12345678"), only when it has a number: never "certified" without one. */
export function certificateLine(r: Pick<TrustRecord, 'certificateNo' | 'certificateLab'>): string | null {
  const no = r.certificateNo?.trim();
  if (!no) return null;
  const lab = r.certificateLab?.trim();
  return lab ? `${lab} ${no}` : no;
}

/** Where a stored certificate file is served (server/api/certificates.ts). */
export const certificateHref = (name: string) => `/Certificate/${encodeURIComponent(name)}`;

/** The stone weight of a piece: its stone lines' weights added up, in carats as the stock file gives them. */
export function stoneCarats(stones: readonly { StoneWeight: number }[]): number {
  return Math.round(stones.reduce((sum, s) => sum + s.StoneWeight, 0) * 1000) / 1000;
}

/** 1 carat is 0.2 g. */
export const GRAMS_PER_CARAT = 0.2;

/** Carats with their grams: "0.5 ct (0.1 g)". */
export const formatCarats = (carats: number) => `${carats} ct (${formatWeight(carats * GRAMS_PER_CARAT)})`;

/** A metal weight for a guest: grams with tola beside them, "5.2 g · 0.446 tola (5 masha 2.8 ratti)". */
export const gramsWithTola = (grams: number) => `${formatWeight(grams)} · ${formatTola(grams)}`;

/** One line of the "Purity and proof" block: its name, its value and, for a metal weight, the same in tola. */
export interface ProofRow {
  label: string;
  value: string;
  tola?: string;
}

/** What the product page's "Purity and proof" block shows (docs/behaviour.md §9.15), worked out on the server. */
export interface PurityProof {
  rows: ProofRow[];
  /** The certificate, when it has a number: its words ("IGI 12345678") and where its file is, if it has one. */
  certificate: { text: string; href: string | null } | null;
}

/** A piece's weights as the stock has them, and whether it is gold (it has a karat). */
export interface WeighedPiece {
  Karat: number | null;
  GrossWeight: number;
  NetWeight: number;
  StoneDetails: readonly { StoneWeight: number }[];
}

/**
 * The "Purity and proof" block of a piece: purity and test, net and gross weight (grams with tola), stone weight
 * (carats with grams) and the certificate, each only when the piece has it; null when there is nothing to show. The
 * purity line and the tola in English, or in the language of `words`; the row labels are the page's to translate.
 */
export function purityProof(
  item: WeighedPiece,
  trust: TrustRecord | null,
  words: ProofPatterns = ENGLISH,
): PurityProof | null {
  const rows: ProofRow[] = [];
  const units = unitsIn(words);
  const purity = trust ? purityLine(trust, item.Karat != null, purityIn(words)) : null;
  if (purity) rows.push({ label: 'Purity', value: purity });
  if (item.NetWeight > 0)
    rows.push({ label: 'Net weight', value: formatWeight(item.NetWeight), tola: formatTola(item.NetWeight, units) });
  if (item.GrossWeight > 0)
    rows.push({
      label: 'Gross weight',
      value: formatWeight(item.GrossWeight),
      tola: formatTola(item.GrossWeight, units),
    });
  const carats = stoneCarats(item.StoneDetails);
  if (carats > 0) rows.push({ label: 'Stone weight', value: formatCarats(carats) });
  const text = trust ? certificateLine(trust) : null;
  const certificate = text
    ? { text, href: trust?.certificateFile ? certificateHref(trust.certificateFile) : null }
    : null;
  return rows.length || certificate ? { rows, certificate } : null;
}

/** A piece's trust record as an order line keeps it (core/payments.ts LineBreakup): the certificate's file aside. */
export type LineProof = Pick<TrustRecord, 'fineness' | 'testMethod' | 'certificateNo' | 'certificateLab'>;

/** The trust record to keep on an order line, or undefined when the piece has none of it. */
export function lineProofOf(r: LineProof): LineProof | undefined {
  const proof = {
    fineness: r.fineness,
    testMethod: r.testMethod,
    certificateNo: r.certificateNo?.trim() || null,
    certificateLab: r.certificateLab?.trim() || null,
  };
  return Object.values(proof).some((v) => v != null) ? proof : undefined;
}

/**
 * An order line's proof in the order mail's and the invoice's words (docs/behaviour.md §9.15): purity and test, net
 * weight with tola, and the certificate where there is one, each only when known: "Purity 875 (21K), tested by XRF
 * karat meter · Net weight 4 g (0.343 tola (4 masha 0.9 ratti)) · Certificate IGI LG-5512". Empty when nothing is.
 */
export function lineProofWords(line: { karat: number | null; netWeight: number; proof?: LineProof }): string[] {
  const purity = line.proof ? purityLine(line.proof, line.karat != null) : null;
  const certificate = line.proof ? certificateLine(line.proof) : null;
  return [
    purity ? `Purity ${purity}` : '',
    line.netWeight > 0 ? `Net weight ${formatWeight(line.netWeight)} (${formatTola(line.netWeight)})` : '',
    certificate ? `Certificate ${certificate}` : '',
  ].filter(Boolean);
}
