/** A Content-Security-Policy's directives by name, each with its sources. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [(name as string).toLowerCase(), sources]),
  );
}

/** The sources scripts may run from: script-src, or default-src when the policy gives none. */
export function scriptSources(policy: string): string[] | undefined {
  const csp = directives(policy);
  return csp.get('script-src') ?? csp.get('default-src');
}
