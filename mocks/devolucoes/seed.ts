import { addDays, format, parseISO } from 'date-fns';
import type { DivisionCode } from '../../src/dataProviders/devolucoes/wire';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { toBase64 } from '../files/storedFiles';
import { seedSuppliers } from '../fornecedores/seed';
import { blockJpeg, rgbPng, type Painter, type Rgb } from './demoImages';

export interface ReturnReasonRecord {
  reasonId: number;
  reasonDescription: string;
  reasonGroupId: number;
}

export interface ReturnProductGroupRecord {
  division: DivisionCode;
  productGroupId: number;
  productGroupName: string;
}

export interface ReturnProductRecord {
  supplierId: number;
  productId: number;
  productName: string;
  division: DivisionCode;
  productGroupId: number;
}

/** A report as the server keeps it; receiptDate 'yyyy-MM-dd'; the stocked quantity is scheduled − returned. */
export interface ReturnReportRecord {
  returnReceiptId: number;
  personId: number;
  productId: number;
  receiptDate: string;
  scheduledQuantity: number;
  inspectedQuantity: number;
  returnedQuantity: number;
  reasonIds: number[];
  noteDescription: string;
  /** The staff user's code who created it. */
  createdBy: number;
}

/** A picture of a report (or of a reserved id whose report is not created yet): its bytes as uploaded. */
export interface ReturnPictureRecord {
  returnReceiptId: number;
  personId: number;
  /** 'devolucoes/<returnReceiptId>/<fileName>'. */
  objectKey: string;
  /** '<sequence>-<original name>'. */
  fileName: string;
  base64: string;
}

/** An id handed out by next-return-receipt-id and not yet used by a report. */
export interface ReturnReservationRecord {
  returnReceiptId: number;
  reservedBy: number;
}

declare module '../db/tables' {
  interface Tables {
    returnReasons: ReturnReasonRecord[];
    returnProductGroups: ReturnProductGroupRecord[];
    returnProducts: ReturnProductRecord[];
    returnReports: ReturnReportRecord[];
    returnPictures: ReturnPictureRecord[];
    returnReservations: ReturnReservationRecord[];
  }
}

export const DIVISION_NAMES: Record<DivisionCode, string> = { A: 'Acessórios', P: 'Móveis' };

/** Reason groups: 1 damage, 2 quality, 3 divergence from the order. */
const REASONS: readonly ReturnReasonRecord[] = [
  { reasonId: 1, reasonDescription: 'Avaria no transporte (produto quebrado, amassado ou riscado durante a entrega)', reasonGroupId: 1 },
  { reasonId: 2, reasonDescription: 'Embalagem danificada ou molhada', reasonGroupId: 1 },
  { reasonId: 3, reasonDescription: 'Peça ou componente faltante', reasonGroupId: 3 },
  { reasonId: 4, reasonDescription: 'Produto diferente do pedido de compra (modelo, cor ou tamanho)', reasonGroupId: 3 },
  { reasonId: 5, reasonDescription: 'Defeito de fabricação', reasonGroupId: 2 },
  { reasonId: 6, reasonDescription: 'Acabamento irregular (manchas, bolhas ou verniz escorrido)', reasonGroupId: 2 },
  { reasonId: 7, reasonDescription: 'Cor divergente do padrão aprovado', reasonGroupId: 2 },
  { reasonId: 8, reasonDescription: 'Medidas fora da especificação da ficha técnica', reasonGroupId: 2 },
];

const GROUPS: readonly ReturnProductGroupRecord[] = [
  { division: 'P', productGroupId: 11, productGroupName: 'Estofados' },
  { division: 'P', productGroupId: 12, productGroupName: 'Mesas' },
  { division: 'P', productGroupId: 13, productGroupName: 'Cadeiras' },
  { division: 'P', productGroupId: 14, productGroupName: 'Dormitório' },
  { division: 'A', productGroupId: 21, productGroupName: 'Iluminação' },
  { division: 'A', productGroupId: 22, productGroupName: 'Decoração' },
  { division: 'A', productGroupId: 23, productGroupName: 'Utilidades domésticas' },
  { division: 'A', productGroupId: 24, productGroupName: 'Cama, mesa e banho' },
];

const product = (supplierId: number, productId: number, productName: string, productGroupId: number): ReturnProductRecord => ({
  supplierId,
  productId,
  productName,
  productGroupId,
  division: GROUPS.find((group) => group.productGroupId === productGroupId)!.division,
});

const DEMO_PRODUCTS: readonly ReturnProductRecord[] = [
  product(1000001, 410001, 'Sofá retrátil 3 lugares Lisboa', 11),
  product(1000001, 410002, 'Poltrona decorativa Lia', 11),
  product(1000001, 410003, 'Mesa de jantar 6 lugares Toscana', 12),
  product(1000001, 410004, 'Mesa de centro Oslo', 12),
  product(1000001, 410005, 'Cadeira estofada Vitória', 13),
  product(1000001, 410006, 'Cama box casal Aurora', 14),
  product(1000001, 420001, 'Luminária de mesa Arco', 21),
  product(1000001, 420002, 'Vaso cerâmico 30 cm', 22),
  product(1000001, 420003, 'Jogo de panelas 5 peças', 23),
  product(2000001, 520001, 'Abajur Trevo', 21),
  product(2000001, 520002, 'Espelho redondo 60 cm', 22),
  product(2000001, 520003, 'Jogo de toalhas algodão 4 peças', 24),
  product(2000001, 520004, 'Porta-talheres inox', 23),
];

const FURNITURE_NAMES: readonly [string, number][] = [['Rack para TV', 12], ['Cadeira de escritório', 13]];
const ACCESSORY_NAMES: readonly [string, number][] = [['Quadro decorativo', 22], ['Jogo de copos 6 peças', 23]];

/** Every other supplier: two products of its division, so staff can report on anyone. */
const otherProducts = (): ReturnProductRecord[] =>
  seedSuppliers().flatMap((supplier, index) =>
    (supplier.supplierType === 'A' ? ACCESSORY_NAMES : FURNITURE_NAMES).map(([name, groupId], at) =>
      product(Number(supplier.codigo), 600000 + index * 10 + at + 1, `${name} ${supplier.codigo}`, groupId),
    ),
  );

interface SeededPicture {
  name: string;
  kind: 'jpg' | 'png';
  tint: Rgb;
}

interface SeededReport {
  id: number;
  personId: number;
  productId: number;
  daysAgo: number;
  scheduled: number;
  inspected: number;
  returned: number;
  reasons: number[];
  note: string;
  pictures: SeededPicture[];
}

const STAFF = 3;

const REPORTS: readonly SeededReport[] = [
  { id: 7001, personId: 1000001, productId: 410001, daysAgo: 3, scheduled: 20, inspected: 20, returned: 4, reasons: [1, 2, 6],
    note: 'QUATRO SOFÁS COM O TECIDO RASGADO NO BRAÇO E EMBALAGEM MOLHADA.', pictures: [
      { name: 'sofa-braco.jpg', kind: 'jpg', tint: [150, 60, 50] },
      { name: 'sofa-embalagem.png', kind: 'png', tint: [60, 110, 160] },
      { name: 'sofa-etiqueta.jpg', kind: 'jpg', tint: [200, 170, 80] },
    ] },
  { id: 7002, personId: 1000001, productId: 410003, daysAgo: 10, scheduled: 12, inspected: 12, returned: 2, reasons: [5],
    note: 'TAMPO COM TRINCA NA BORDA.', pictures: [
      { name: 'mesa-tampo.jpg', kind: 'jpg', tint: [120, 80, 40] },
      { name: 'mesa-borda.jpg', kind: 'jpg', tint: [90, 60, 30] },
    ] },
  { id: 7003, personId: 1000001, productId: 420001, daysAgo: 15, scheduled: 50, inspected: 30, returned: 5, reasons: [3, 4, 8],
    note: 'LUMINÁRIAS SEM O CABO DE ENERGIA E COM A CÚPULA MENOR QUE A DA FICHA TÉCNICA.', pictures: [
      { name: 'luminaria-1.png', kind: 'png', tint: [230, 200, 90] },
      { name: 'luminaria-2.jpg', kind: 'jpg', tint: [210, 180, 70] },
      { name: 'luminaria-cupula.jpg', kind: 'jpg', tint: [180, 150, 60] },
      { name: 'luminaria-caixa.png', kind: 'png', tint: [140, 120, 90] },
    ] },
  { id: 7004, personId: 1000001, productId: 410005, daysAgo: 21, scheduled: 40, inspected: 40, returned: 3, reasons: [6],
    note: 'PÉS COM VERNIZ ESCORRIDO.', pictures: [] },
  { id: 7005, personId: 1000001, productId: 420002, daysAgo: 30, scheduled: 100, inspected: 100, returned: 10, reasons: [1],
    note: '', pictures: [
      { name: 'vasos-quebrados.jpg', kind: 'jpg', tint: [170, 90, 70] },
      { name: 'vasos-palete.png', kind: 'png', tint: [110, 140, 100] },
    ] },
  { id: 7006, personId: 1000001, productId: 410006, daysAgo: 45, scheduled: 8, inspected: 8, returned: 1, reasons: [8, 5],
    note: 'ESTRADO 5 CM MAIOR QUE O ESPECIFICADO.', pictures: [
      { name: 'cama-medida.jpg', kind: 'jpg', tint: [100, 100, 140] },
      { name: 'cama-estrado.jpg', kind: 'jpg', tint: [80, 80, 120] },
    ] },
  { id: 7007, personId: 1000001, productId: 410002, daysAgo: 60, scheduled: 6, inspected: 6, returned: 6, reasons: [7],
    note: 'LOTE INTEIRO NA COR CINZA EM VEZ DE GRAFITE.', pictures: [] },
  { id: 7101, personId: 2000001, productId: 520001, daysAgo: 5, scheduled: 30, inspected: 30, returned: 3, reasons: [5],
    note: 'INTERRUPTOR NÃO LIGA.', pictures: [
      { name: 'abajur-interruptor.jpg', kind: 'jpg', tint: [60, 150, 90] },
      { name: 'abajur-base.png', kind: 'png', tint: [40, 120, 70] },
    ] },
  { id: 7102, personId: 2000001, productId: 520002, daysAgo: 12, scheduled: 10, inspected: 10, returned: 2, reasons: [1, 2],
    note: 'ESPELHOS TRINCADOS.', pictures: [{ name: 'espelho-trinca.jpg', kind: 'jpg', tint: [150, 170, 190] }] },
  { id: 7103, personId: 2000001, productId: 520004, daysAgo: 40, scheduled: 60, inspected: 60, returned: 0, reasons: [4],
    note: 'ENTREGUE MODELO ANTIGO; ACEITO PELO COMPRADOR.', pictures: [] },
];

const WIDTH = 64;
const HEIGHT = 48;

/** A picture of the tint with a diagonal band and a frame, so every seeded picture looks different. */
const painter = ([r, g, b]: Rgb, seed: number): Painter => (x, y, width, height) => {
  const frame = x < 8 || y < 8 || x >= width - 8 || y >= height - 8;
  const band = Math.abs(x - y - (seed % 3) * 8) < 12;
  if (frame) return [r * 0.6, g * 0.6, b * 0.6];
  return band ? [255 - r * 0.3, 255 - g * 0.3, 255 - b * 0.3] : [r, g, b];
};

export const pictureKey = (returnReceiptId: number, fileName: string): string => `devolucoes/${returnReceiptId}/${fileName}`;

const picturesOf = (report: SeededReport): ReturnPictureRecord[] =>
  report.pictures.map((picture, index) => {
    const fileName = `${index + 1}-${picture.name}`;
    const paint = painter(picture.tint, report.id + index);
    const bytes = picture.kind === 'jpg' ? blockJpeg(WIDTH, HEIGHT, paint) : rgbPng(WIDTH, HEIGHT, paint);
    return { returnReceiptId: report.id, personId: report.personId, objectKey: pictureKey(report.id, fileName), fileName, base64: toBase64(bytes) };
  });

/** What does not depend on the seed day is made once: the seed runs on every reset of the mock. */
let fixed: { products: ReturnProductRecord[]; pictures: ReturnPictureRecord[] } | undefined;
const fixedRows = () => (fixed ??= { products: [...DEMO_PRODUCTS, ...otherProducts()], pictures: REPORTS.flatMap(picturesOf) });

export function seedReturns(seedDate: string): Pick<
  Tables,
  'returnReasons' | 'returnProductGroups' | 'returnProducts' | 'returnReports' | 'returnPictures' | 'returnReservations'
> {
  const seedDay = parseISO(seedDate);
  return {
    returnReasons: REASONS.map((reason) => ({ ...reason })),
    returnProductGroups: GROUPS.map((group) => ({ ...group })),
    returnProducts: fixedRows().products.map((row) => ({ ...row })),
    returnReports: REPORTS.map((report) => ({
      returnReceiptId: report.id,
      personId: report.personId,
      productId: report.productId,
      receiptDate: format(addDays(seedDay, -report.daysAgo), 'yyyy-MM-dd'),
      scheduledQuantity: report.scheduled,
      inspectedQuantity: report.inspected,
      returnedQuantity: report.returned,
      reasonIds: [...report.reasons],
      noteDescription: report.note,
      createdBy: STAFF,
    })),
    returnPictures: fixedRows().pictures.map((row) => ({ ...row })),
    returnReservations: [],
  };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedReturns;
