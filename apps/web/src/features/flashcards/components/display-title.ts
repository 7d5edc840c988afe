/** A category title as shown to learners: the authors' `//` line-break marker becomes a space. */
export const displayTitle = (title: string) => title.replace(/\/\//g, ' ');
