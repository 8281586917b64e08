import { graphqlListResource } from '../../../src/dataProviders/core/graphqlListResource';
import { TOKEN_COOKIE, removeCookie, writeCookie } from '../../../src/session/cookies';

const params = (page: number) => ({ filter: { personId: 1 }, pagination: { page, perPage: 2 }, sort: { field: 'id', order: 'ASC' as const } });

describe('A GraphQL list that answers every row at once', () => {
  afterEach(() => removeCookie(TOKEN_COOKIE));

  it('pages from the rows it has, and calls again for a new session with the same filter', async () => {
    const fetchAll = vi.fn(async () => ({ rows: [{ n: 1 }, { n: 2 }, { n: 3 }] }));
    const provider = graphqlListResource({ fetchAll, id: (row) => row.n });
    writeCookie(TOKEN_COOKIE, 'first-session');
    expect((await provider.getList('rows', params(1))).data.map((row) => row.id)).toEqual([1, 2]);
    expect((await provider.getList('rows', params(2))).data.map((row) => row.id)).toEqual([3]);
    expect(fetchAll).toHaveBeenCalledTimes(1);

    writeCookie(TOKEN_COOKIE, 'second-session');
    await provider.getList('rows', params(1));
    expect(fetchAll).toHaveBeenCalledTimes(2);
  });
});
