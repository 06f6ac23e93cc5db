/** Answer checks compiled from the shared zod schemas at build time (scripts/answer-checks.ts). */
declare module '*&check' {
  const check: import('./lib/answer-check.ts').AnswerCheck;
  export default check;
}
