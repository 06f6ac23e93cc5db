// Another team's ES module: the shop's rules and the client, imported by name.
import { addItem, buildAddress, formatCurrency, getTotalCartPrice, getTotalCartQuantity, increaseItemQuantity, isValidPhone, orderTotal, priorityFee } from '@chulo/domain';
import { createApiClient } from '@chulo/api-client';
import { NewOrderSchema } from '@chulo/api-client/contract';
import { describe } from './describe.cjs';

const margherita = { id: 1, name: 'Margherita', unitPrice: 650 };
let cart = addItem([], margherita);
cart = increaseItemQuantity(increaseItemQuantity(cart, 1), 1);

console.log(JSON.stringify(describe({ cart, getTotalCartPrice, getTotalCartQuantity, priorityFee, orderTotal, isValidPhone, buildAddress, formatCurrency, createApiClient, NewOrderSchema })));
