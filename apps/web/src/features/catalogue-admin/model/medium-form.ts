import { DEFAULT_BILLING_NUMBERS, type AdminMedium, type MediumInput } from '@messeportal/domain';
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
  billingNumber: string;
  image: ImageRef | null;
}

export const MEDIUM_FIELDS = ['mediaGroupId', 'nameDe', 'nameEn', 'descriptionDe', 'descriptionEn', 'formatDe', 'formatEn', 'price', 'priceEarly', 'stock', 'isActive', 'isConfigurator', 'billingNumber', 'imageFileId'];

export function mediumFormValues(medium: AdminMedium | null, firstGroupId?: number): MediumFormValues {
  if (!medium) {
    return {
      mediaGroupId: firstGroupId ? String(firstGroupId) : '', nameDe: '', nameEn: '', descriptionDe: '', descriptionEn: '', formatDe: '', formatEn: '',
      price: '', priceEarly: 0, stock: 0, isActive: true, isConfigurator: true, billingNumber: DEFAULT_BILLING_NUMBERS.media, image: null,
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
    billingNumber: medium.billingNumber,
    image: medium.imageFileId && medium.image ? { id: medium.imageFileId, url: medium.image.thumbUrl } : null,
  };
}

/** The whole medium for `POST …/media` or `PUT /be/admin/media/{id}`: cents, the image by its file id. */
export function mediumInput({ image, mediaGroupId, price, priceEarly, stock, billingNumber, ...values }: MediumFormValues): MediumInput {
  return {
    ...values,
    billingNumber: billingNumber as MediumInput['billingNumber'],
    mediaGroupId: mediaGroupId === '' ? (undefined as unknown as number) : Number(mediaGroupId),
    price: eurosToCents(price) as number,
    priceEarly: eurosToCents(priceEarly) ?? 0,
    stock: wholeOrUndefined(stock) as number,
    imageFileId: image?.id ?? null,
  };
}
