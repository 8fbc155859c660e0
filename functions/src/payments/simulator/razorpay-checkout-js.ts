/**
 * The simulator's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same
 * `window.Razorpay` API (`new Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed')`),
 * showing the simulator's payment page in a full-viewport iframe overlay.
 */
import { scriptJson } from './pages';

/** The script's source; `payUrl` is the absolute URL of the iframe's page. */
export function razorpayCheckoutJs(payUrl: string): string {
  return `/* Razorpay Checkout — local simulator. No real money moves. */
(function () {
  'use strict';
  var PAY_URL = ${scriptJson(payUrl)};
  var ORIGIN = new URL(PAY_URL).origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    this.options = options;
    this._callbacks = {};
    this._overlay = null;
    this._listener = null;
    this._overflow = '';
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._callbacks[event] = this._callbacks[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    var list = this._callbacks[event] || [];
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var o = this.options;
    var url = new URL(PAY_URL);
    url.searchParams.set('key_id', String(o.key));
    if (o.order_id) url.searchParams.set('order_id', String(o.order_id));
    if (o.name) url.searchParams.set('name', String(o.name));
    if (o.description) url.searchParams.set('description', String(o.description));

    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-simulator', '');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Razorpay Checkout');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;' +
      'align-items:center;justify-content:center;background:rgba(0,0,0,0.6);padding:0;';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = url.toString();
    var accent = o.theme && o.theme.color ? String(o.theme.color) : '#3395ff';
    frame.style.cssText = 'border:0;width:100%;height:100%;max-width:480px;max-height:720px;' +
      'background:transparent;border-top:4px solid ' + accent + ';';
    overlay.appendChild(frame);
    this._overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this._overlay = overlay;

    this._listener = function (event) {
      // Only our own frame may drive the checkout, never another window on the page.
      if (event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
      var d = event.data;
      if (!d || d.source !== 'razorpay-simulator') return;
      if (d.type === 'success') {
        self.close();
        if (typeof o.handler === 'function') {
          o.handler({
            razorpay_payment_id: d.razorpay_payment_id,
            razorpay_order_id: d.razorpay_order_id,
            razorpay_signature: d.razorpay_signature
          });
        }
      } else if (d.type === 'dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      } else if (d.type === 'failed') {
        self.close();
        self._emit('payment.failed', { error: d.error });
      }
    };
    window.addEventListener('message', this._listener);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this._listener) window.removeEventListener('message', this._listener);
    this._listener = null;
    if (this._overlay) {
      this._overlay.remove();
      document.body.style.overflow = this._overflow;
    }
    this._overlay = null;
  };

  window.Razorpay = Razorpay;
})();
`;
}
