/** The actions a slice's creators make: `ActionsOf<typeof cartActions>`. */
export type ActionsOf<Creators extends Record<string, (...args: never[]) => { type: string }>> = ReturnType<Creators[keyof Creators]>;
