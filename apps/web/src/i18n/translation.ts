import type { en } from './en';
import type { enScreens } from './en-screens';

/** Every English text: en.ts's (the first load's) and en-screens.ts's trees, merged namespace by namespace. */
export type Resources = Merged<typeof en, typeof enScreens>;
type Merged<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A
    ? K extends keyof B
      ? Merged<A[K], B[K]>
      : A[K]
    : K extends keyof B
      ? B[K]
      : never;
};

/** en's shape with every text a string: what a translation must fill in, key for key (no key more, none less). */
export type Translation = { [K in keyof Resources]: Strings<Resources[K]> };
type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
