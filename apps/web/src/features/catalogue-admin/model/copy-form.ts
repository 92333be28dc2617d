import { addDays, daysBetween, type CopyEventInput } from '@messeportal/domain';

export interface CopyFormValues {
  nameDe: string;
  nameEn: string;
  /** 'shift': every date by `shiftDays`; 'start': by the distance to the new first day. */
  mode: 'shift' | 'start';
  shiftDays: number | string;
  startsAt: string;
}

/** The body of `POST /be/admin/event/{id}/copy`: only the way of moving that was chosen. */
export function copyInput(values: CopyFormValues): CopyEventInput {
  const names = { nameDe: values.nameDe, nameEn: values.nameEn };
  if (values.mode === 'start') return { ...names, startsAt: values.startsAt === '' ? (undefined as unknown as string) : values.startsAt };
  return { ...names, shiftDays: values.shiftDays === '' ? undefined : Number(values.shiftDays) };
}

/** A first proposal: the same fair a year later (364 days keep the weekday). */
export function proposedCopy(event: { nameDe: string; nameEn: string; startsAt: string }): CopyFormValues {
  const bumpYear = (name: string) => name.replace(/\b(20\d\d)\b/, (year) => String(Number(year) + 1));
  return { nameDe: bumpYear(event.nameDe), nameEn: bumpYear(event.nameEn), mode: 'shift', shiftDays: 364, startsAt: addDays(event.startsAt, 364) };
}

/** The first day of the copy, for the form's hint. */
export const copiedStart = (values: CopyFormValues, startsAt: string): string | null =>
  values.mode === 'start' ? values.startsAt || null : values.shiftDays === '' ? null : addDays(startsAt, Number(values.shiftDays));

/** The shift a new start means, in days. */
export const shiftFor = (startsAt: string, newStart: string): number => daysBetween(startsAt, newStart);
