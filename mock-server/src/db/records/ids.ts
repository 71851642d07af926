/** The `_id` of a stored record: a 24-hex MongoDB ObjectId string, as the real back end makes them. */
export type ObjectId = string;
