import type { Lang } from '@messeportal/domain';

/** The name of a row kept in both languages, in the reader's; the other when that one is empty. */
export const nameIn = (row: { nameDe: string; nameEn: string }, lang: Lang): string => (lang === 'en' ? row.nameEn || row.nameDe : row.nameDe || row.nameEn);

/** The same for rows with titles. */
export const titleIn = (row: { titleDe: string; titleEn: string }, lang: Lang): string => nameIn({ nameDe: row.titleDe, nameEn: row.titleEn }, lang);
