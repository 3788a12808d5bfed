import { expectTypeOf, it } from 'vitest';
import type { JsonSafe } from './json';

it('lets plain values through and turns a function anywhere into never', () => {
  expectTypeOf<JsonSafe<{ a: string; b: readonly { c: number }[] }>>().toEqualTypeOf<{
    a: string;
    b: readonly { c: number }[];
  }>();
  expectTypeOf<JsonSafe<{ label: (name: string) => string }>>().toEqualTypeOf<{ label: never }>();
});
