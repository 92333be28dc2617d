import type { AdminMedium, MediumInput } from '@messeportal/domain';
import { centsToEuros, eurosToCents, wholeOrUndefined, type EuroValue } from './money.ts';

export interface ImageRef {
  id: number;
  url: string;
}

export interface MediumFormValues {
  mediaGroupId: string;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  formatDe: string;
  formatEn: string;
  price: EuroValue;
  priceEarly: EuroValue;
  stock: number | string;
  isActive: boolean;
  isConfigurator: boolean;
  image: ImageRef | null;
}

export const MEDIUM_FIELDS = ['mediaGroupId', 'nameDe', 'nameEn', 'descriptionDe', 'descriptionEn', 'formatDe', 'formatEn', 'price', 'priceEarly', 'stock', 'isActive', 'isConfigurator', 'imageFileId'];

export function mediumFormValues(medium: AdminMedium | null, firstGroupId?: number): MediumFormValues {
  if (!medium) {
    return {
      mediaGroupId: firstGroupId ? String(firstGroupId) : '', nameDe: '', nameEn: '', descriptionDe: '', descriptionEn: '', formatDe: '', formatEn: '',
      price: '', priceEarly: 0, stock: 0, isActive: true, isConfigurator: true, image: null,
    };
  }
  return {
    mediaGroupId: String(medium.mediaGroupId),
    nameDe: medium.nameDe,
    nameEn: medium.nameEn,
    descriptionDe: medium.descriptionDe,
    descriptionEn: medium.descriptionEn,
    formatDe: medium.formatDe,
    formatEn: medium.formatEn,
    price: centsToEuros(medium.price),
    priceEarly: centsToEuros(medium.priceEarly),
    stock: medium.stock,
    isActive: medium.isActive,
    isConfigurator: medium.isConfigurator,
    image: medium.imageFileId && medium.image ? { id: medium.imageFileId, url: medium.image.thumbUrl } : null,
  };
}

/** The whole medium for `POST …/media` or `PUT /be/admin/media/{id}`: cents, the image by its file id. */
export function mediumInput({ image, mediaGroupId, price, priceEarly, stock, ...values }: MediumFormValues): MediumInput {
  return {
    ...values,
    mediaGroupId: mediaGroupId === '' ? (undefined as unknown as number) : Number(mediaGroupId),
    price: eurosToCents(price) as number,
    priceEarly: eurosToCents(priceEarly) ?? 0,
    stock: wholeOrUndefined(stock) as number,
    imageFileId: image?.id ?? null,
  };
}
