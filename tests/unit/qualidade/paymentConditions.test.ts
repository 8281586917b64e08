import { technicalSheetsProvider } from '../../../src/dataProviders/qualidade';
import { recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

beforeEach(() => stubSessionToken('p'.repeat(64)));
afterEach(() => vi.unstubAllGlobals());

describe('technical sheets provider: the payment conditions of the furniture order filter', () => {
  it("reads the supplier's conditions from the orders API and names them by id and name", async () => {
    const seen = recordCalls('get', '/orders/paymentConditionsList', [{ paymentId: 28, deadlineDays: 28, nameConditionPayment: '28 DIAS' }], 'orders');
    const conditions = await technicalSheetsProvider.paymentConditions('fichasTecnicas', { supplierId: 1000001 });
    expect(conditions).toEqual([{ id: 28, name: '28 DIAS' }]);
    expect(seen.map(target)).toEqual(['/api/sourcing/orders/paymentConditionsList?personId=1000001']);
  });
});
