/**
 * `T` when every value in it survives JSON (an island's props travel from the prerender to the
 * browser in the page); a function or another object anywhere makes that field `never`, and the
 * props fail to type-check where the island is placed.
 */
export type JsonSafe<T> = T extends string | number | boolean | null
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly JsonSafe<Item>[]
      : T extends object
        ? { [Key in keyof T]: JsonSafe<T[Key]> }
        : never;
