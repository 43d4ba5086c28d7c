/**
 * What a stock import's check finds as the file streams by (docs/behaviour.md §11.12): the faults of its rows, the tag
 * numbers and pictures already seen (a tag number is on one line, a picture belongs to one piece), and which of the
 * pictures the rows name can be shown. The report's errors and pictures are made from it.
 */
import { REPORT_LIMIT, type ImportError, type ImportReport } from '../../../core/stock-import-schemas';
import type { StockRecord } from '../../../core/stock-schema';
import type { FileStore } from '../../files/store';
import { pictureKey } from '../stock/pictures';
import { pictureProblem } from './picture-checks';

export class CheckFindings {
  /** How many faults in all; the report lists the first REPORT_LIMIT.errors of them. */
  errorCount = 0;
  private readonly errors: ImportError[] = [];
  private readonly lineOfTag = new Map<string, number>();
  private readonly lineOfPicture = new Map<string, { line: number; tagNo: string }>();
  /** Each picture sent that a row names, by lower-cased name: why it cannot be used, or null. */
  private readonly checkedPictures = new Map<string, string | null>();
  /** Each picture named but not sent, by lower-cased name: whether the shop has it already. */
  private readonly inShop = new Map<string, boolean>();
  private readonly missing: ImportReport['pictures']['missing'] = [];
  private missingCount = 0;
  private readonly unreadable: ImportReport['pictures']['unreadable'] = [];
  /** The pictures sent that rows show. */
  private readonly used = new Set<string>();

  /**
   * `sent`: the pictures sent, by lower-cased name; `store`: where the shop's pictures are; `trustPictures`: rows
   * the shop's own code gives, whose pictures are taken as named.
   */
  constructor(
    private readonly sent: ReadonlyMap<string, string>,
    private readonly store: FileStore | null,
    private readonly trustPictures: boolean,
  ) {}

  /** Counts a fault, and keeps it for the report while there is room. */
  fault(e: ImportError): void {
    this.errorCount += 1;
    if (this.errors.length < REPORT_LIMIT.errors) this.errors.push(e);
  }

  /** Whether this row's tag number was on an earlier line (a fault then); else it is taken by this line. */
  repeatsTag(line: number, tagNo: string): boolean {
    const before = this.lineOfTag.get(tagNo.toLowerCase());
    if (before !== undefined) {
      this.fault({ line, tagNo, field: 'TagNo', message: `${tagNo} is also on line ${before}` });
      return true;
    }
    this.lineOfTag.set(tagNo.toLowerCase(), line);
    return false;
  }

  /** The names of a row's pictures that can be shown: sent and readable, or already in the shop. */
  async usablePictures(line: number, r: StockRecord): Promise<string[]> {
    if (this.trustPictures) return r.Images;
    const kept: string[] = [];
    for (const name of r.Images) {
      const key = name.toLowerCase();
      const other = this.lineOfPicture.get(key);
      if (other && other.tagNo !== r.TagNo) {
        this.fault({
          line,
          tagNo: r.TagNo,
          field: 'Images',
          message: `${name} is also the picture of ${other.tagNo} (line ${other.line}); a picture belongs to one piece`,
        });
        continue;
      }
      this.lineOfPicture.set(key, { line, tagNo: r.TagNo });
      const file = this.sent.get(key);
      if (file) {
        if (await this.isUsable(key, name, file)) kept.push(name);
        continue;
      }
      if (await this.isInShop(key, name)) kept.push(name);
      else {
        this.missingCount += 1;
        if (this.missing.length < REPORT_LIMIT.pictures) this.missing.push({ line, tagNo: r.TagNo, name });
      }
    }
    return kept;
  }

  /** Whether a picture sent can be shown, checked once by its content (one that cannot is reported). */
  private async isUsable(key: string, name: string, file: string): Promise<boolean> {
    if (!this.checkedPictures.has(key)) {
      const problem = await pictureProblem(file);
      this.checkedPictures.set(key, problem);
      if (problem && this.unreadable.length < REPORT_LIMIT.pictures) this.unreadable.push({ name, why: problem });
    }
    if (this.checkedPictures.get(key) !== null) return false;
    this.used.add(key);
    return true;
  }

  /** Whether the shop has a picture of this name already (looked for once). */
  private async isInShop(key: string, name: string): Promise<boolean> {
    if (!this.inShop.has(key)) this.inShop.set(key, !!this.store && (await this.store.head(pictureKey(name))) !== null);
    return this.inShop.get(key) ?? false;
  }

  /** The pictures sent that the rows show, by lower-cased name. */
  get usedPictures(): string[] {
    return [...this.used];
  }

  /** How many of the pictures sent the rows show: the import re-encodes that many. */
  get picturesUsed(): number {
    return this.used.size;
  }

  /** The faults kept for the report, by line. */
  reportedErrors(): ImportError[] {
    return this.errors.sort((a, b) => a.line - b.line);
  }

  /** The report's account of the pictures: sent, used, missing and unreadable. */
  picturesReport(): ImportReport['pictures'] {
    return {
      supplied: this.sent.size,
      used: this.used.size,
      missing: this.missing,
      missingCount: this.missingCount,
      unreadable: this.unreadable,
      unreadableCount: [...this.checkedPictures.values()].filter((p) => p !== null).length,
    };
  }
}
