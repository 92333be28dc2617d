import {
  areaPrice,
  completeStandPrice,
  energyConnection,
  marketingFee,
  openSidesSurcharge,
  rentalSystemPrice,
  type StandConfigSeed,
} from './stand-configs.ts';

const AREA = 18_900;
const MARKETING = 79_500;

export const kitchenStandConfigs: StandConfigSeed[] = [
  {
    standType: 'inline',
    nameDe: 'Reihenstand',
    nameEn: 'In-line stand',
    qmMin: 12,
    qmMax: 100,
    rules: [areaPrice(AREA), marketingFee(MARKETING), energyConnection(39_500, 3)],
  },
  {
    standType: 'corner',
    nameDe: 'Eckstand',
    nameEn: 'Corner stand',
    qmMin: 20,
    qmMax: 150,
    rules: [areaPrice(AREA), openSidesSurcharge('corner', 2_500), marketingFee(MARKETING), energyConnection(39_500, 3)],
  },
  {
    standType: 'head',
    nameDe: 'Kopfstand',
    nameEn: 'Head stand',
    qmMin: 40,
    qmMax: 200,
    rules: [areaPrice(AREA), openSidesSurcharge('head', 3_900), marketingFee(MARKETING), energyConnection(69_500, 10)],
  },
  {
    standType: 'island',
    nameDe: 'Blockstand',
    nameEn: 'Island stand',
    qmMin: 60,
    qmMax: 400,
    rules: [areaPrice(AREA), openSidesSurcharge('island', 5_200), marketingFee(MARKETING), energyConnection(69_500, 10)],
  },
  {
    standType: 'rental_system',
    nameDe: 'Mietsystemstand',
    nameEn: 'Rental system stand',
    qmMin: 9,
    qmMax: 36,
    rules: [rentalSystemPrice(27_900), marketingFee(MARKETING)],
  },
  {
    // Only the organiser sells the themed complete stands, so the configurator must not offer them.
    standType: 'complete',
    nameDe: 'Komplettstand „Küchenwelt“',
    nameEn: 'Complete stand “Kitchen World”',
    qmMin: 24,
    qmMax: 60,
    isOrderable: false,
    rules: [completeStandPrice(34_900), marketingFee(MARKETING), energyConnection(39_500, 3)],
  },
];
