// @vitest-environment jsdom
// For its strict XML parser: a stray '&' or '<' in a name must not slip through.
import { describe, it, expect } from 'vitest';
import { OPENING_MENU } from '../data/opening-menu.ts';
import { pizzaSvg, recognisedTopping } from './pizza-image.ts';

function parse(svg: string): Element {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

const margherita = OPENING_MENU.find((pizza) => pizza.name === 'Margherita')!;
/** A pizza staff might add, with every topping we can draw and then some. */
const everything = {
  id: 4242,
  name: 'Everything "Sherpa" <Special> & more',
  ingredients: [...new Set(OPENING_MENU.flatMap((pizza) => pizza.ingredients)), 'dragon fruit', 'black olives'],
};
const pizzas = [...OPENING_MENU, everything];

describe('pizzaSvg', () => {
  it('draws the same bytes for the same pizza every time', () => {
    for (const pizza of pizzas) {
      expect(pizzaSvg({ ...pizza, ingredients: [...pizza.ingredients] })).toBe(pizzaSvg(pizza));
    }
  });

  it('is a well-formed, self-contained 240 px image titled with the pizza’s name', () => {
    for (const pizza of pizzas) {
      const svg = pizzaSvg(pizza);
      const root = parse(svg);
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 240 240');
      expect(root.getAttribute('width')).toBe('240');
      expect(root.getAttribute('height')).toBe('240');
      expect(root.getAttribute('role')).toBe('img');
      expect(root.getElementsByTagName('title')[0]?.textContent).toBe(pizza.name);
      const references = [...svg.matchAll(/(?:href="|url\()([^")]*)/g)].map((match) => match[1]);
      expect(references.every((reference) => reference?.startsWith('#'))).toBe(true);
    }
  });

  it('stays under 6 KB, even with every topping we know on one pizza', () => {
    for (const pizza of pizzas) expect(new TextEncoder().encode(pizzaSvg(pizza)).length).toBeLessThan(6 * 1024);
  });

  it('keeps every topping on the cheese, inside the crust', () => {
    for (const pizza of pizzas) {
      const centres = [...pizzaSvg(pizza).matchAll(/translate\((\d+) (\d+)\)/g)];
      expect(centres.length).toBeGreaterThan(0);
      for (const [, x, y] of centres) expect(Math.hypot(Number(x) - 120, Number(y) - 120)).toBeLessThanOrEqual(84);
    }
  });

  it('draws a different pizza for different ingredients', () => {
    const drawings = new Set(OPENING_MENU.map((pizza) => pizzaSvg({ ...pizza, id: 1, name: 'Same' })));
    expect(drawings.size).toBe(OPENING_MENU.length);
    const withOlives = { ...margherita, ingredients: [...margherita.ingredients, 'olive'] };
    expect(pizzaSvg(withOlives)).not.toBe(pizzaSvg(margherita));
  });

  it('paints the sauce the ingredients call for, and melts cheese only when there is mozzarella', () => {
    const sauceOf = (ingredients: string[]) =>
      parse(pizzaSvg({ id: 1, name: 'Test', ingredients })).querySelector('circle[r="96"]')?.getAttribute('fill');
    const colours = [['tomato'], ['cream'], ['bbq sauce'], ['mozzarella']].map(sauceOf);
    expect(new Set(colours).size).toBe(4);
    expect(pizzaSvg({ id: 2, name: 'Marinara', ingredients: ['tomato', 'garlic'] })).not.toContain('url(#cheese)');
    expect(pizzaSvg({ id: 2, name: 'Margherita', ingredients: ['tomato', 'mozzarella'] })).toContain('url(#cheese)');
  });

  it('still draws an ingredient it does not know, in a colour of its own', () => {
    const svg = pizzaSvg({ id: 5, name: 'Exotic', ingredients: ['tomato', 'dragon fruit'] });
    expect(svg).toMatch(/<g id="t0"[^>]*><path [^>]*fill="hsl\(/);
    expect(svg).toContain('href="#t0"');
  });
});

describe('recognisedTopping', () => {
  it('knows every ingredient on the opening menu', () => {
    const unknown = OPENING_MENU.flatMap((pizza) => pizza.ingredients).filter((ingredient) => recognisedTopping(ingredient) === null);
    expect(unknown).toEqual([]);
  });

  it('reads an ingredient by what it is, its last word, in any case or number', () => {
    expect(recognisedTopping('chicken momo')).toBe('momo');
    expect(recognisedTopping('spicy salami')).toBe('salami');
    expect(recognisedTopping('olive oil')).toBe('olive oil');
    expect(recognisedTopping('Black Olives')).toBe('olive');
    expect(recognisedTopping('green chillies')).toBe('green chilli');
    expect(recognisedTopping('spring onion')).toBe('spring onion');
    expect(recognisedTopping('dragon fruit')).toBeNull();
    expect(recognisedTopping('constructor')).toBeNull();
  });
});
