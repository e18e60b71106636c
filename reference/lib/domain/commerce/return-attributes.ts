// The attributes of a return's items (Magento_Rma's rma_item EAV entity), as a real Adobe Commerce 2.4.6-p1 answered
// GET /V1/returnsAttributeMetadata (2026-12-02): RmaAttributesManagementInterface::getAttributes and
// getAttributeMetadata. An unknown code is the EAV metadata's not-found, with its positional parameters
// ("No such entity with %1 = %2, %3 = %4": entityType rma_item, attributeCode and the code).

import type { HandlerTable } from '../context.ts';
import { param } from '../context.ts';
import { notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';

const RMA = 'Magento\\Rma\\Api\\RmaAttributesManagementInterface::';

const RETURN_ITEM_ATTRIBUTES: readonly JsonObject[] = [
  {"frontend_input": "select", "input_filter": "", "store_label": "Resolution", "validation_rules": [], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [{"label": " ", "value": ""}, {"label": "Exchange", "value": "4"}, {"label": "Refund", "value": "5"}, {"label": "Store Credit", "value": "6"}], "frontend_class": "required-entry", "user_defined": false, "sort_order": 90, "frontend_label": "Resolution", "note": "", "system": false, "backend_type": "int", "attribute_code": "resolution"},
  {"frontend_input": "select", "input_filter": "", "store_label": "Item Condition", "validation_rules": [], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [{"label": " ", "value": ""}, {"label": "Unopened", "value": "7"}, {"label": "Opened", "value": "8"}, {"label": "Damaged", "value": "9"}], "frontend_class": "required-entry", "user_defined": false, "sort_order": 100, "frontend_label": "Item Condition", "note": "", "system": false, "backend_type": "int", "attribute_code": "condition"},
  {"frontend_input": "select", "input_filter": "", "store_label": "Reason to Return", "validation_rules": [], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [{"label": " ", "value": ""}, {"label": "Wrong Color", "value": "10"}, {"label": "Wrong Size", "value": "11"}, {"label": "Out of Service", "value": "12"}], "frontend_class": "required-entry", "user_defined": false, "sort_order": 110, "frontend_label": "Reason to Return", "note": "", "system": false, "backend_type": "int", "attribute_code": "reason"},
  {"frontend_input": "text", "input_filter": "", "store_label": "Other", "validation_rules": [{"name": "max_text_length", "value": "255"}, {"name": "min_text_length", "value": "1"}], "multiline_count": 0, "visible": true, "required": true, "data_model": "", "options": [], "frontend_class": "required-entry", "user_defined": false, "sort_order": 120, "frontend_label": "Other", "note": "", "system": true, "backend_type": "varchar", "attribute_code": "reason_other"},
];

export const returnAttributeHandlers: HandlerTable = {
  [`${RMA}getAllAttributesMetadata`]: () => RETURN_ITEM_ATTRIBUTES.map(clone),
  [`${RMA}getAttributeMetadata`]: (ctx) => {
    const code = param(ctx, 'attributeCode');
    const found = RETURN_ITEM_ATTRIBUTES.find((row) => row.attribute_code === code);
    if (found === undefined) throw notFound('No such entity with %1 = %2, %3 = %4', ['entityType', 'rma_item', 'attributeCode', code]);
    return clone(found);
  },
};
