import type { Resources } from './en';

/** en's shape with every text a string: what a translation must fill in, key for key (no key more, none less). */
export type Translation = { [K in keyof Resources]: Strings<Resources[K]> };
type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
