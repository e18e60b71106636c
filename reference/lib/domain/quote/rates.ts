// What the reference's store charges: one flat rate per item (the platform's default Flat Rate, "per item", $5).

export const FLAT_RATE_PER_ITEM = 5;
