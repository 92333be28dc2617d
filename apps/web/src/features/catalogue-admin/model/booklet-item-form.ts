import { bookletInput, BookletItemType, BookletTab, DEFAULT_BILLING_NUMBERS, ProductType, type AdminBookletItem, type BookletItemInput } from '@messeportal/domain';
import { centsToEuros, eurosToCents, type EuroValue } from './money.ts';
import type { ImageRef } from './medium-form.ts';

export interface BookletItemFormValues {
  groupId: string;
  itemType: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  price: EuroValue;
  unit: string;
  priceCalculation: string;
  isMandatory: boolean;
  isConfigurator: boolean;
  tab: string;
  billingNumber: string;
  productNameDe: string;
  productNameEn: string;
  productDescriptionDe: string;
  productDescriptionEn: string;
  productType: string;
  image: ImageRef | null;
  gallery: ImageRef[];
}

export const BOOKLET_ITEM_FIELDS = [
  'groupId', 'itemType', 'titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'price', 'unit', 'priceCalculation', 'isMandatory',
  'isConfigurator', 'tab', 'billingNumber', 'product', 'imageFileId', 'galleryFileIds',
];

/** Server and schema errors on the product part land on the form's flat product fields. */
export const productFieldOf: Record<string, keyof BookletItemFormValues> = {
  'product.nameDe': 'productNameDe',
  'product.nameEn': 'productNameEn',
  'product.descriptionDe': 'productDescriptionDe',
  'product.descriptionEn': 'productDescriptionEn',
  'product.productType': 'productType',
};

const isProduct = (values: Pick<BookletItemFormValues, 'itemType'>) => Number(values.itemType) === BookletItemType.product;

/** Whether the item orders something (and so has a price, unit and price basis); confirmations take a tick. */
export const ordersSomething = (values: Pick<BookletItemFormValues, 'itemType' | 'productType'>): boolean =>
  bookletInput({ itemType: Number(values.itemType), productType: isProduct(values) ? Number(values.productType) : null }) !== null;

/** Whether its price may be charged by the stand's m² (items with a quantity only). */
export const takesAmount = (values: Pick<BookletItemFormValues, 'itemType' | 'productType'>): boolean =>
  bookletInput({ itemType: Number(values.itemType), productType: isProduct(values) ? Number(values.productType) : null }) === 'amount';

export function bookletItemFormValues(item: AdminBookletItem | null, groupId: number): BookletItemFormValues {
  if (!item) {
    return {
      groupId: String(groupId), itemType: String(BookletItemType.product), titleDe: '', titleEn: '', descriptionDe: '', descriptionEn: '', price: 0, unit: 'piece',
      priceCalculation: 'quantity', isMandatory: false, isConfigurator: false, tab: String(BookletTab.products), billingNumber: DEFAULT_BILLING_NUMBERS.service,
      productNameDe: '', productNameEn: '',
      productDescriptionDe: '', productDescriptionEn: '', productType: String(ProductType.quantity), image: null, gallery: [],
    };
  }
  return {
    groupId: String(item.groupId),
    itemType: String(item.itemType),
    titleDe: item.titleDe,
    titleEn: item.titleEn,
    descriptionDe: item.descriptionDe,
    descriptionEn: item.descriptionEn,
    price: centsToEuros(item.price),
    unit: item.unit,
    priceCalculation: item.priceCalculation,
    isMandatory: item.isMandatory,
    isConfigurator: item.isConfigurator,
    tab: String(item.tab),
    billingNumber: item.billingNumber,
    productNameDe: item.product?.nameDe ?? '',
    productNameEn: item.product?.nameEn ?? '',
    productDescriptionDe: item.product?.descriptionDe ?? '',
    productDescriptionEn: item.product?.descriptionEn ?? '',
    productType: String(item.product?.productType ?? ProductType.quantity),
    image: item.imageFileId && item.image ? { id: item.imageFileId, url: item.image.thumbUrl } : null,
    gallery: item.galleryFileIds.map((id, i) => ({ id, url: item.gallery[i]?.thumbUrl ?? `/pub/file/${id}` })),
  };
}

/**
 * The whole item for its POST/PUT. What the chosen type cannot have is left out rather than refused: the
 * product part and images outside a product, a price on an item that orders nothing, a charge by stand m²
 * where nothing is counted.
 */
export function bookletItemInput(values: BookletItemFormValues): BookletItemInput {
  const product = isProduct(values);
  const priced = ordersSomething(values);
  return {
    groupId: Number(values.groupId),
    itemType: Number(values.itemType) as BookletItemInput['itemType'],
    titleDe: values.titleDe,
    titleEn: values.titleEn,
    descriptionDe: values.descriptionDe,
    descriptionEn: values.descriptionEn,
    price: priced ? (eurosToCents(values.price) as number) : 0,
    unit: values.unit,
    priceCalculation: (takesAmount(values) ? values.priceCalculation : 'quantity') as BookletItemInput['priceCalculation'],
    isMandatory: values.isMandatory,
    isConfigurator: values.isConfigurator,
    tab: Number(values.tab) as BookletItemInput['tab'],
    billingNumber: values.billingNumber as BookletItemInput['billingNumber'],
    product: product
      ? {
          nameDe: values.productNameDe,
          nameEn: values.productNameEn,
          descriptionDe: values.productDescriptionDe,
          descriptionEn: values.productDescriptionEn,
          productType: Number(values.productType) as NonNullable<BookletItemInput['product']>['productType'],
        }
      : null,
    imageFileId: product ? (values.image?.id ?? null) : null,
    galleryFileIds: product ? values.gallery.map((image) => image.id) : [],
  };
}
