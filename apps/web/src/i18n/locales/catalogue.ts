/**
 * The whole catalogue of each language: the first page's strings (./en.ts, ./es.ts) and every
 * area's (./en/*.ts, ./es/*.ts). The English one gives the keys their types; every other language
 * is typed `Catalogue`, so a missing key is a type error. The app itself loads an area's strings
 * with the area (`loadAreaCatalogues` in ../index.ts).
 */
import { en } from './en.ts';
import { account, auth } from './en/auth.ts';
import { client } from './en/client.ts';
import { employer } from './en/employer.ts';
import { rsp } from './en/rsp.ts';
import { moderation } from './en/moderation.ts';
import { admin } from './en/admin.ts';
import { es } from './es.ts';
import { account as accountEs, auth as authEs } from './es/auth.ts';
import { client as clientEs } from './es/client.ts';
import { employer as employerEs } from './es/employer.ts';
import { rsp as rspEs } from './es/rsp.ts';
import { admin as adminEs } from './es/admin.ts';
import { moderation as moderationEs } from './es/moderation.ts';

export const englishCatalogue = { ...en, auth, account, client, employer, rsp, admin, moderation };

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's catalogue must have. */
export type Catalogue = Widen<typeof englishCatalogue>;
/** The shape of the first page's strings (./en.ts). */
export type FirstPageCatalogue = Widen<typeof en>;

export const spanishCatalogue: Catalogue = {
  ...es,
  auth: authEs,
  account: accountEs,
  client: clientEs,
  employer: employerEs,
  rsp: rspEs,
  moderation: moderationEs,
  admin: adminEs,
};

export const catalogues = { en: englishCatalogue, es: spanishCatalogue } as const;
