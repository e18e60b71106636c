// The metadata of the customer and address attributes the platform's own tests name (CustomerMetadataTest,
// AddressMetadataTest), as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answer it (2026-12-02): what the reference's
// generic rows of customers.ts are replaced with for these codes. website_id's options are the installation's websites:
// the reference's main one.

import type { JsonObject } from './json.ts';

/** By entity, then attribute code. */
export const PLATFORM_ATTRIBUTE_METADATA: { customer: Record<string, JsonObject>; customerAddress: Record<string, JsonObject> } = {
  customer: {
    firstname: {"frontend_input": "text", "input_filter": "trim", "store_label": "First Name", "validation_rules": [{"name": "max_text_length", "value": "255"}, {"name": "min_text_length", "value": "1"}], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [], "frontend_class": "required-entry", "user_defined": false, "sort_order": 40, "frontend_label": "First Name", "note": "", "system": true, "backend_type": "static", "is_used_in_grid": false, "is_visible_in_grid": false, "is_filterable_in_grid": false, "is_searchable_in_grid": false, "attribute_code": "firstname"},
    gender: {"frontend_input": "select", "input_filter": "", "store_label": "Gender", "validation_rules": [], "multiline_count": 0, "visible": false, "required": false, "data_model": "", "options": [{"label": " ", "value": ""}, {"label": "Male", "value": "1"}, {"label": "Female", "value": "2"}, {"label": "Not Specified", "value": "3"}], "frontend_class": "", "user_defined": false, "sort_order": 110, "frontend_label": "Gender", "note": "", "system": false, "backend_type": "static", "is_used_in_grid": true, "is_visible_in_grid": true, "is_filterable_in_grid": true, "is_searchable_in_grid": false, "attribute_code": "gender"},
    website_id: {"frontend_input": "select", "input_filter": "", "store_label": "Associate to Website", "validation_rules": [], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [{"label": "Main Website", "value": "1"}], "frontend_class": "required-entry", "user_defined": false, "sort_order": 10, "frontend_label": "Associate to Website", "note": "", "system": true, "backend_type": "static", "is_used_in_grid": true, "is_visible_in_grid": true, "is_filterable_in_grid": true, "is_searchable_in_grid": false, "attribute_code": "website_id"},
  },
  customerAddress: {
    postcode: {"frontend_input": "text", "input_filter": "", "store_label": "Zip/Postal Code", "validation_rules": [], "multiline_count": 0, "visible": true, "required": false, "data_model": "Magento\\Customer\\Model\\Attribute\\Data\\Postcode", "options": [], "frontend_class": "", "user_defined": false, "sort_order": 110, "frontend_label": "Zip/Postal Code", "note": "", "system": true, "backend_type": "static", "is_used_in_grid": true, "is_visible_in_grid": true, "is_filterable_in_grid": true, "is_searchable_in_grid": true, "attribute_code": "postcode"},
  },
};

