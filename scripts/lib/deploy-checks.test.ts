import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractQueries, functionSettings, indexNeed, missingIndexes, undocumented, type IndexesFile } from './deploy-checks';

const ROOT = join(import.meta.dirname, '..', '..');
const indexes = (): IndexesFile => JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'));

describe('query extraction', () => {
  it('reads web SDK queries through a local ref and the registry key', () => {
    const source = `
      const posts = collectionRef<BlogPost>('blogPosts');
      // query(collectionRef('leads'), where('ignored', '==', 1)) is a comment
      const q = query(posts, where('status', '==', 'published'), orderBy('createdAt', 'desc'), startAfter(x), limit(13));
      const r = query(collectionRef<Omit<AuditEntry, 'id'>>('auditLog'), where('firmId', '==', id), orderBy('at', 'desc'));`;
    const found = extractQueries(source, 'a.ts', { blogPosts: 'blog_posts', auditLog: 'auditLog' });
    expect(found.map(({ collection, filters, orders, line }) => ({ collection, filters, orders, line }))).toEqual([
      {
        collection: 'blog_posts',
        line: 4,
        filters: [{ field: 'status', op: '==' }],
        orders: [{ field: 'createdAt', direction: 'desc' }],
      },
      { collection: 'auditLog', line: 5, filters: [{ field: 'firmId', op: '==' }], orders: [{ field: 'at', direction: 'desc' }] },
    ]);
  });

  it('reads Admin SDK chains across lines, through helpers, with documentId()', () => {
    const source = `
      const posts = () => db.collection('blog_posts');
      let q = db
        .collection('firms')
        .where('status', '==', 'active')
        .where('matchKeys', 'array-contains-any', tokens)
        .orderBy('rating', 'desc')
        .orderBy(FieldPath.documentId(), 'asc')
        .limit(10);
      await tx.get(posts().where('slug', '>=', base).where('slug', '<=', base + 'z'));`;
    const found = extractQueries(source, 'b.ts');
    expect(found[0]).toMatchObject({
      collection: 'firms',
      line: 4,
      filters: [
        { field: 'status', op: '==' },
        { field: 'matchKeys', op: 'array-contains-any' },
      ],
      orders: [
        { field: 'rating', direction: 'desc' },
        { field: '__name__', direction: 'asc' },
      ],
    });
    expect(found[1]).toMatchObject({
      collection: 'blog_posts',
      filters: [
        { field: 'slug', op: '>=' },
        { field: 'slug', op: '<=' },
      ],
    });
  });

  it('reads queries on the typed firms ref, with a cursor that is there or not', () => {
    const source = `
      const q = query(firmsRef(), where('province', '==', p), orderBy('firmNameKey'), ...(after ? [startAfter(after)] : []), limit(26));`;
    expect(extractQueries(source, 'c.ts')).toMatchObject([
      { collection: 'firms', filters: [{ field: 'province', op: '==' }], orders: [{ field: 'firmNameKey', direction: 'asc' }] },
    ]);
    expect(() => extractQueries(`query(firmsRef(), ...(p ? [where('province', '==', p)] : []))`, 'd.ts')).toThrow(/spread/);
  });

  it('refuses spread constraints it cannot see', () => {
    expect(() => extractQueries("query(collectionRef('leads'), ...rest)", 'c.ts')).toThrow(/spread query constraints/);
  });
});

describe('which queries need a composite index', () => {
  const q = (filters: [string, string][], orders: [string, 'asc' | 'desc'][] = []) => ({
    file: 'x.ts',
    line: 1,
    collection: 'c',
    filters: filters.map(([field, op]) => ({ field, op: op as '==' })),
    orders: orders.map(([field, direction]) => ({ field, direction })),
  });

  it('equality filters alone merge single-field indexes; one field alone needs nothing more', () => {
    expect(
      indexNeed(
        q([
          ['a', '=='],
          ['b', '=='],
          ['c', 'array-contains'],
        ]),
      ).kind,
    ).toBe('none');
    expect(indexNeed(q([], [['at', 'desc']])).kind).toBe('none');
    expect(
      indexNeed(
        q([
          ['slug', '>='],
          ['slug', '<='],
        ]),
      ).kind,
    ).toBe('none');
  });

  it('equality plus a sort on another field, or a range plus a sort, needs one', () => {
    expect(indexNeed(q([['firmId', '==']], [['at', 'desc']])).kind).toBe('composite');
    expect(indexNeed(q([['price', '>']], [['rating', 'desc']])).ordered).toEqual([
      { field: 'price', direction: 'asc' },
      { field: 'rating', direction: 'desc' },
    ]);
  });

  it('matches direction exactly and names the index to add', () => {
    const file: IndexesFile = {
      indexes: [
        {
          collectionGroup: 'c',
          fields: [
            { fieldPath: 'firmId', order: 'ASCENDING' },
            { fieldPath: 'at', order: 'ASCENDING' },
          ],
        },
      ],
    };
    const [problem] = missingIndexes([q([['firmId', '==']], [['at', 'desc']])], file);
    expect(problem).toContain('x.ts:1 (c: where firmId ==, orderBy at desc) has no composite index');
    expect(problem).toContain('{"fieldPath":"at","order":"DESCENDING"}');
  });

  it('serves a collection-group query only with an index of collection-group scope', () => {
    const [found] = extractQueries(
      "db.collectionGroup('private').where('emailConfirmedAt', '==', null).where('createdAt', '<', cut).orderBy('createdAt')",
      'g.ts',
    );
    expect(found).toMatchObject({ collection: 'private', scope: 'COLLECTION_GROUP' });
    const fields = [
      { fieldPath: 'emailConfirmedAt', order: 'ASCENDING' as const },
      { fieldPath: 'createdAt', order: 'ASCENDING' as const },
    ];
    const [problem] = missingIndexes([found!], { indexes: [{ collectionGroup: 'private', fields }] });
    expect(problem).toContain('"queryScope":"COLLECTION_GROUP"');
    expect(
      missingIndexes([found!], { indexes: [{ collectionGroup: 'private', queryScope: 'COLLECTION_GROUP', fields }] }),
    ).toEqual([]);
    const [single] = extractQueries("db.collectionGroup('private').where('email', '==', e)", 'h.ts');
    expect(missingIndexes([single!], { indexes: [] })[0]).toMatch(/collection-group single-field indexes on email/);
  });

  it('flags a query that needs a single-field index the overrides turn off', () => {
    const file: IndexesFile = { indexes: [], fieldOverrides: [{ collectionGroup: 'c', fieldPath: 'tags', indexes: [] }] };
    expect(missingIndexes([q([['tags', 'array-contains']])], file)[0]).toMatch(
      /single-field index on tags, which fieldOverrides turns off/,
    );
  });
});

describe('the repository', () => {
  it('serves every query today', async () => {
    const { indexProblems } = await import('../check-deploy');
    const { queries, problems } = indexProblems(ROOT);
    expect(queries.length).toBeGreaterThanOrEqual(14);
    expect(problems).toEqual([]);
  });

  it('fails when an index is deliberately removed (the blog list, newest first)', async () => {
    const { indexProblems } = await import('../check-deploy');
    const file = indexes();
    file.indexes = file.indexes.filter((ix) => ix.collectionGroup !== 'blog_posts');
    const { problems } = indexProblems(ROOT, file);
    // One query (usePagedQuery adds the cursor), named with its file and line.
    expect(problems).toHaveLength(1);
    for (const problem of problems)
      expect(problem).toMatch(
        /^src\/features\/blog\/api\/list-published-posts\.ts:\d+ \(blog_posts: where status ==, orderBy createdAt desc\) has no composite index/,
      );
  });

  it('documents every setting today, and fails on an undocumented param', async () => {
    const { settingsProblems } = await import('../check-deploy');
    const doc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
    expect(settingsProblems(ROOT, doc).problems).toEqual([]);
    const withoutMode = doc
      .split('\n')
      .filter((line) => !(line.startsWith('|') && line.includes('`PAYFAST_MODE`')))
      .join('\n');
    expect(settingsProblems(ROOT, withoutMode).problems).toEqual([
      'PAYFAST_MODE is read by the code but not in a table of docs/deploy.md ("Parameters and secrets").',
    ]);
  });

  it('finds params, secrets and environment reads in function code', () => {
    const found = functionSettings(
      "defineString('APP_ORIGIN'); defineSecret(\"X_KEY\"); process.env.SMTP_URL; process.env['OTHER'];",
    );
    expect(found).toEqual({ params: ['APP_ORIGIN', 'X_KEY'], envReads: ['SMTP_URL', 'OTHER'] });
    expect(undocumented(['APP_ORIGIN', 'FUNCTIONS_EMULATOR', 'X_KEY'], '| `APP_ORIGIN` | origin |')).toEqual(['X_KEY']);
  });
});
