// A farm download puts tens of thousands of records. Dexie's bulkPut gives every one of them its own error
// handler, so that one failed record can be reported without failing the others; setting those handlers costs
// about a fifth of the puts themselves. A pull page has no use for that: any failed record fails its whole
// transaction (its cursors with it). In a transaction marked here, puts go to IndexedDB without a handler each;
// the first failure rejects the call with IndexedDB's own error, as one failed record of a bulkPut would fail
// the page anyway. Only the lowest layer changes: Dexie's change tracking (live queries) and our report packs
// sit above it and see every write as before.
import {
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  Dexie,
  type Middleware,
} from 'dexie';

const wholeTransactions = new WeakSet<IDBTransaction>();

/** From here on, puts in the current Dexie transaction succeed all together or reject at the first failure. */
export function putsSucceedTogether(): void {
  const transaction = Dexie.currentTransaction?.idbtrans;
  if (!transaction) throw new Error('putsSucceedTogether needs a running transaction');
  wholeTransactions.add(transaction);
}

function putEvery(
  store: IDBObjectStore,
  transaction: IDBTransaction,
  request: DBCoreMutateRequest & { type: 'put' | 'add' },
  keyOf: (value: unknown) => unknown,
): Promise<DBCoreMutateResponse> {
  return new Promise((resolve, reject) => {
    const { values } = request;
    // Caught before the request's own handlers and the transaction's (Dexie's, which would fail the whole
    // transaction with a null reason): the caller gets the record's real error, as bulkPut's caller would.
    const onError = (event: Event) => {
      const failed = event.target as IDBRequest;
      if (failed.source !== store) return;
      event.preventDefault();
      event.stopPropagation();
      transaction.removeEventListener('error', onError, true);
      reject(failed.error);
    };
    transaction.addEventListener('error', onError, true);
    let last: IDBRequest<IDBValidKey> | undefined;
    try {
      for (let index = 0; index < values.length; index++) last = store[request.type](values[index]);
    } catch (error) {
      // A record IndexedDB refuses at once (no valid key, not cloneable): the call fails as bulkPut's would.
      transaction.removeEventListener('error', onError, true);
      reject(error);
      return;
    }
    if (!last) return;
    last.onsuccess = () => {
      transaction.removeEventListener('error', onError, true);
      resolve({ numFailures: 0, failures: {}, results: values.map(keyOf), lastResult: last.result });
    };
  });
}

export const wholePutsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'WholePuts',
  // Below Dexie's own layers (-1 and up): directly over IndexedDB.
  level: -2,
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      const { outbound, extractKey } = table.schema.primaryKey;
      if (outbound || !extractKey) return table;
      return {
        ...table,
        mutate: (request) => {
          // The base layer's transaction is IndexedDB's own.
          const transaction = request.trans as unknown as IDBTransaction;
          if (
            (request.type === 'add' || (request.type === 'put' && !request.criteria)) &&
            !request.keys &&
            request.values.length > 0 &&
            wholeTransactions.has(transaction)
          )
            return putEvery(transaction.objectStore(name), transaction, request, extractKey);
          return table.mutate(request);
        },
      };
    },
  }),
};
