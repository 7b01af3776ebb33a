/**
 * The whole English catalogue: the first page's strings (./en.ts) and every area's (./en/*.ts).
 * It gives the keys their types and the tests every string; the app itself loads an area's
 * strings with the area (`loadAreaCatalogues` in ../index.ts). Another language adds files of the
 * same shape (typed `Catalogue`).
 */
import { en } from './en.ts';
import { account, auth } from './en/auth.ts';
import { client } from './en/client.ts';
import { employer } from './en/employer.ts';
import { rsp } from './en/rsp.ts';

export const englishCatalogue = { ...en, auth, account, client, employer, rsp };

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's catalogue must have. */
export type Catalogue = Widen<typeof englishCatalogue>;
