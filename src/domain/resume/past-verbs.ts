/**
 * How a resume's achievement line opens: with a verb in the past ("Managed a team of 5", "Built
 * a tool"). Such a line starts a sentence of its own, even without a bullet marker.
 */
const IRREGULAR_VERBS =
  /^(?:led|built|ran|drove|won|grew|cut|taught|sold|wrote|made|kept|set|met|saw|took|gave|brought|began|oversaw|spearheaded)\b/i;

export const startsWithPastVerb = (text: string): boolean =>
  /^[A-Z][a-z]+ed\b/.test(text) || IRREGULAR_VERBS.test(text);

/**
 * An action in the past before a word in lower case or a figure ("Moved 30 services", "Served as
 * the site's technician"; not "United Nations", nor a legal form alone, "Limited").
 */
export const opensAchievement = (text: string): boolean =>
  startsWithPastVerb(text) && /^\S+\s+[\p{Ll}\p{N}]/u.test(text);
