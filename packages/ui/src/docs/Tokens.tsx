import { useState } from 'react';
import { contrastRatio } from './contrast.ts';

const COLOURS = ['cream-50', 'cream-100', 'cream-200', 'ink-600', 'ink-700', 'ink-800', 'ink-900', 'chili-50', 'chili-700', 'chili-800', 'chili-900', 'saffron-300', 'saffron-400', 'basil-700', 'crust-400', 'cheese-300', 'tomato-600', 'plate-50'];
/** The backgrounds text sits on in the shop, to measure each colour against. */
const BACKGROUNDS = ['cream-100', 'white', 'ink-900'];

/** A token's value as the page's stylesheet defines it: what a designer sees is what the app uses. */
function useTokenValues(names: string[]): Record<string, string> {
  const [values] = useState(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, name === 'white' ? '#ffffff' : style.getPropertyValue(`--color-${name}`).trim()]));
  });
  return values;
}

const grade = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : '–');

/** Every colour token: its swatch, name, value, and its contrast on the shop's backgrounds. */
export function ColourTokens() {
  const values = useTokenValues([...COLOURS, ...BACKGROUNDS]);
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {BACKGROUNDS.map((background) => (
            <th key={background} scope="col">
              Contrast on {background}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {COLOURS.map((name) => {
          const value = values[name] ?? '';
          return (
            <tr key={name}>
              <th scope="row" className="py-1.5 pr-4 font-semibold">
                <span className="mr-2 inline-block size-6 rounded-md align-middle ring-1 ring-ink-900/20" style={{ backgroundColor: `var(--color-${name})` }} />
                {name}
              </th>
              <td className="pr-4 font-mono">{value}</td>
              {BACKGROUNDS.map((background) => {
                const ratio = value && values[background] ? contrastRatio(value, values[background]!) : 0;
                return (
                  <td key={background} className="pr-4 tabular-nums">
                    {ratio ? `${ratio.toFixed(2)} : 1 ${grade(ratio)}` : ''}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const TYPE_SCALE = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl', 'text-4xl', 'text-6xl'];
const SPACING = [1, 2, 3, 4, 5, 6, 8, 10, 14, 20];
const RADII = ['rounded-sm', 'rounded-md', 'rounded-xl', 'rounded-2xl', 'rounded-3xl', 'rounded-full'];
const SHADOWS = ['shadow-sm', 'shadow-md', 'shadow-xl'];

/** The type scale, in the shop's font. */
export function TypeScale() {
  return (
    <div className="flex flex-col gap-2 text-ink-900">
      {TYPE_SCALE.map((size) => (
        <p key={size} className={`${size} font-extrabold`}>
          <span className="mr-4 inline-block w-20 font-mono text-xs font-normal text-ink-700">{size}</span>
          The best pizza, रू १,२३४.५०
        </p>
      ))}
    </div>
  );
}

/** Spacing steps (Tailwind's 0.25 rem unit), radii and shadows. */
export function SpacingRadiiShadows() {
  return (
    <div className="flex flex-col gap-6 text-sm text-ink-900">
      <div className="flex flex-col gap-1">
        {SPACING.map((step) => (
          <div key={step} className="flex items-center gap-3">
            <span className="w-12 font-mono text-xs">{step}</span>
            <span className="h-3 rounded-sm bg-chili-700" style={{ width: `${step * 0.25}rem` }} />
            <span className="text-ink-700">{step * 4} px</span>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-4">
        {RADII.map((radius) => (
          <div key={radius} className={`flex size-24 items-center justify-center bg-white text-xs ring-1 ring-ink-900/10 ${radius}`}>
            {radius}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-6">
        {SHADOWS.map((shadow) => (
          <div key={shadow} className={`flex size-24 items-center justify-center rounded-2xl bg-white text-xs ${shadow}`}>
            {shadow}
          </div>
        ))}
      </div>
    </div>
  );
}
