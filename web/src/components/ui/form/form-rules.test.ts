import { describe, expect, it } from 'vitest';
import { type FormRule, ruleErrors } from './form-rules';

type V = { name: string; age: string };
const rules: FormRule<V>[] = [
  { field: 'name', isValid: (v) => v.name !== '', prompt: 'Name please' },
  { field: 'name', isValid: (v) => v.name.length < 5, prompt: 'Too long' },
  { field: 'age', isValid: (v) => /^\d+$/.test(v.age) },
];

describe('ruleErrors', () => {
  it("keeps each field's first failing prompt and defaults to 'Invalid input'", () => {
    expect(ruleErrors(rules, { name: '', age: 'x' })).toEqual({ name: 'Name please', age: 'Invalid input' });
    expect(ruleErrors(rules, { name: 'Robertson', age: '3' })).toEqual({ name: 'Too long' });
  });

  it('checks only the given fields', () => {
    expect(ruleErrors(rules, { name: '', age: 'x' }, ['age'])).toEqual({ age: 'Invalid input' });
  });
});
