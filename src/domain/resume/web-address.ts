/** A web address standing alone: "oscar-vanderlinde.com", "www.jo.dev/work", "https://jo.io". */
export const WEB_ADDRESS_RE = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;
