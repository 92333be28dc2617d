import type { Tx } from '../../platform/db/client.ts';
import { orderBookGroups, orderBookItems } from '../../platform/db/schema.ts';
import type { ImageIds, ImageKey } from './images.ts';

export interface OrderBookItemSeed {
  /** 0 product, 1 text, 2 checkbox, 3 group header, 4 amount input, 5 confirm. */
  itemType: 0 | 1 | 2 | 3 | 4 | 5;
  titleDe: string;
  titleEn: string;
  descriptionDe?: string;
  descriptionEn?: string;
  price?: number;
  unit?: string;
  /** 'qm': charged by stand m², booked for at least the stand's area. */
  priceCalculation?: 'quantity' | 'qm';
  isMandatory?: boolean;
  isConfigurator?: boolean;
  /** 0 products, 1 information, 2 hidden (staff only), 3 confirmations. */
  tab?: 0 | 1 | 2 | 3;
  /** Only for products; the product's name defaults to the item title. */
  product?: { type: 1 | 2; nameDe?: string; nameEn?: string; descriptionDe: string; descriptionEn: string };
  image?: ImageKey;
  gallery?: ImageKey[];
}

export interface OrderBookGroupSeed {
  titleDe: string;
  titleEn: string;
  /** 1 neutral, 2 boxed, 3 expandable. */
  groupType: 1 | 2 | 3;
  items: OrderBookItemSeed[];
}

export const header = (titleDe: string, titleEn: string): OrderBookItemSeed => ({ itemType: 3, titleDe, titleEn });

export const information = (
  titleDe: string,
  titleEn: string,
  descriptionDe: string,
  descriptionEn: string,
): OrderBookItemSeed => ({ itemType: 1, tab: 1, titleDe, titleEn, descriptionDe, descriptionEn });

const consent = (titleDe: string, titleEn: string, descriptionDe: string, descriptionEn: string): OrderBookItemSeed => ({
  itemType: 5,
  tab: 3,
  isMandatory: true,
  titleDe,
  titleEn,
  descriptionDe,
  descriptionEn,
});

/** The three consents every fair asks for; saving a booking without them raises the missing-consent warning. */
export const mandatoryConsents = (agbUrl: string): OrderBookItemSeed[] => [
  consent(
    'Teilnahmebedingungen',
    'Terms of participation',
    `Ich habe die Teilnahmebedingungen und die Technischen Richtlinien des Veranstalters (${agbUrl}) gelesen und erkenne sie für mein Unternehmen als verbindlich an.`,
    `I have read the organiser's terms of participation and technical guidelines (${agbUrl}) and accept them as binding for my company.`,
  ),
  consent(
    'Bodenausgleich',
    'Floor levelling',
    'Mir ist bekannt, dass der Hallenboden Unebenheiten von bis zu 2 cm aufweisen kann. Ein erforderlicher Bodenausgleich, etwa durch ein Podest oder das Unterfüttern von Küchenzeilen, erfolgt durch den Aussteller auf eigene Kosten.',
    'I am aware that the hall floor may be uneven by up to 2 cm. Any levelling required, for example a platform or shimming of kitchen units, is carried out by the exhibitor at their own expense.',
  ),
  consent(
    'Standbauhöhe',
    'Stand build height',
    'Ich bestätige, dass die maximale Standbauhöhe von 4,00 m eingehalten wird. Höhere Bauteile sowie abgehängte Konstruktionen sind nur mit schriftlicher Genehmigung des Veranstalters zulässig.',
    'I confirm that the maximum stand build height of 4.00 m will be observed. Taller elements and suspended structures are only permitted with the written approval of the organiser.',
  ),
];

export async function insertOrderBook(
  tx: Tx,
  eventId: number,
  groups: readonly OrderBookGroupSeed[],
  images: ImageIds,
): Promise<void> {
  const groupRows = await tx
    .insert(orderBookGroups)
    .values(groups.map(({ titleDe, titleEn, groupType }, i) => ({ eventId, titleDe, titleEn, groupType, sort: (i + 1) * 10 })))
    .returning({ id: orderBookGroups.id });
  await tx.insert(orderBookItems).values(
    groups.flatMap((group, g) =>
      group.items.map(({ product, image, gallery, ...item }, i) => ({
        ...item,
        eventId,
        groupId: groupRows[g]!.id,
        productNameDe: product ? (product.nameDe ?? item.titleDe) : null,
        productNameEn: product ? (product.nameEn ?? item.titleEn) : null,
        productDescriptionDe: product?.descriptionDe ?? null,
        productDescriptionEn: product?.descriptionEn ?? null,
        productType: product?.type ?? null,
        imageFileId: image ? images[image] : null,
        galleryFileIds: (gallery ?? []).map((key) => images[key]),
        sort: (i + 1) * 10,
      })),
    ),
  );
}
