// Stamp's offline payment sandbox: the same `new Razorpay(options).open()` interface as
// Razorpay's Checkout script, with card, netbanking and UPI tabs. No money moves: "Pay" asks our
// server to sign a result exactly as Razorpay would, and the server sends Razorpay-style
// webhooks to itself. Styles are set through the CSSOM, which the Content-Security-Policy allows.
(() => {
  const FOCUSABLE = 'button, input, select, [tabindex]:not([tabindex="-1"])';

  function el(tag, style, attrs, children) {
    const node = document.createElement(tag);
    Object.assign(node.style, style || {});
    for (const [name, value] of Object.entries(attrs || {})) {
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value);
    }
    for (const child of children || []) node.append(child);
    return node;
  }

  function field(label, input) {
    return el(
      'label',
      { display: 'flex', flexDirection: 'column', gap: '6px', fontSize: '14px' },
      {},
      [el('span', { fontWeight: '600' }, { text: label }), input],
    );
  }

  function textInput(value, attrs) {
    return el(
      'input',
      {
        height: '44px',
        padding: '0 12px',
        borderRadius: '10px',
        border: '1px solid #cbd5e1',
        fontSize: '16px',
        color: '#0f172a',
        background: '#fff',
        // An input is ~20 characters wide by default: without these it overflowed its column.
        width: '100%',
        minWidth: '0',
        boxSizing: 'border-box',
      },
      { value, ...attrs },
    );
  }

  const PANELS = {
    card: () => [
      field(
        'Card number',
        textInput('4111 1111 1111 1111', { inputmode: 'numeric', autocomplete: 'off' }),
      ),
      el(
        'div',
        { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '12px' },
        {},
        [
          field('Expiry', textInput('12/30', { autocomplete: 'off' })),
          field('CVV', textInput('123', { inputmode: 'numeric', autocomplete: 'off' })),
        ],
      ),
    ],
    netbanking: () => {
      const select = el(
        'select',
        {
          height: '44px',
          padding: '0 12px',
          borderRadius: '10px',
          border: '1px solid #cbd5e1',
          fontSize: '16px',
        },
        {},
        ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'].map(
          (bank) => el('option', {}, { text: bank }),
        ),
      );
      return [field('Bank', select)];
    },
    upi: () => [field('UPI ID', textInput('success@upi', { autocomplete: 'off' }))],
  };
  const TABS = [
    ['card', 'Card'],
    ['netbanking', 'Netbanking'],
    ['upi', 'UPI'],
  ];

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
    }

    on(event, callback) {
      this.listeners[event] = [...(this.listeners[event] || []), callback];
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    open() {
      const o = this.options;
      const colour = o.theme?.color || '#f97316';
      const opener = document.activeElement;
      let method = 'card';

      const overlay = el('div', {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483000',
        background: 'rgba(15, 23, 42, 0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '16px',
        fontFamily: 'system-ui, sans-serif',
      });
      const titleId = `sandbox-title-${Date.now()}`;
      const dialog = el(
        'div',
        {
          width: '100%',
          maxWidth: '400px',
          maxHeight: '100%',
          overflowY: 'auto',
          background: '#fff',
          color: '#0f172a',
          borderRadius: '16px',
          boxShadow: '0 25px 50px rgba(0,0,0,0.35)',
        },
        { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      );
      const header = el(
        'div',
        { background: colour, color: '#fff', padding: '16px 20px', position: 'relative' },
        {},
        [
          el(
            'div',
            { fontSize: '18px', fontWeight: '700' },
            { id: titleId, text: o.name || 'Checkout' },
          ),
          el('div', { fontSize: '14px', opacity: '0.9' }, { text: o.description || '' }),
        ],
      );
      const close = el(
        'button',
        {
          position: 'absolute',
          top: '10px',
          right: '10px',
          width: '40px',
          height: '40px',
          border: '0',
          borderRadius: '10px',
          background: 'rgba(255,255,255,0.2)',
          color: '#fff',
          fontSize: '22px',
          cursor: 'pointer',
        },
        { type: 'button', 'aria-label': 'Close', text: '×' },
      );
      header.append(close);
      const notice = el(
        'p',
        {
          margin: '0',
          padding: '10px 20px',
          background: '#fef3c7',
          color: '#78350f',
          fontSize: '13px',
        },
        { text: 'Sandbox checkout: no money moves. Use any details below.' },
      );
      const tablist = el(
        'div',
        { display: 'flex', gap: '4px', padding: '16px 20px 0' },
        { role: 'tablist', 'aria-label': 'Payment method' },
      );
      const panel = el(
        'div',
        { display: 'flex', flexDirection: 'column', gap: '12px', padding: '16px 20px' },
        { role: 'tabpanel' },
      );
      const error = el(
        'p',
        { margin: '0 20px', color: '#b91c1c', fontSize: '14px', minHeight: '0' },
        { role: 'alert' },
      );
      const pay = el(
        'button',
        {
          height: '48px',
          border: '0',
          borderRadius: '12px',
          background: colour,
          color: '#111827',
          fontSize: '16px',
          fontWeight: '700',
          cursor: 'pointer',
        },
        { type: 'button', text: 'Pay' },
      );
      const fail = el(
        'button',
        {
          height: '44px',
          border: '1px solid #cbd5e1',
          borderRadius: '12px',
          background: '#fff',
          color: '#0f172a',
          fontSize: '14px',
          fontWeight: '600',
          cursor: 'pointer',
        },
        { type: 'button', text: 'Simulate a failed payment' },
      );
      const actions = el(
        'div',
        { display: 'flex', flexDirection: 'column', gap: '8px', padding: '8px 20px 20px' },
        {},
        [pay, fail],
      );

      const tabs = TABS.map(([value, label]) => {
        const tab = el(
          'button',
          {
            flex: '1',
            height: '40px',
            borderRadius: '10px',
            border: '1px solid #cbd5e1',
            fontSize: '14px',
            fontWeight: '600',
            cursor: 'pointer',
          },
          { type: 'button', role: 'tab', text: label },
        );
        tab.addEventListener('click', () => select(value));
        tab.addEventListener('keydown', (event) => {
          const index = TABS.findIndex(([v]) => v === method);
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          const next = TABS[(index + step + TABS.length) % TABS.length][0];
          select(next);
          tabs[TABS.findIndex(([v]) => v === next)].focus();
        });
        tablist.append(tab);
        return tab;
      });

      function select(value) {
        method = value;
        TABS.forEach(([v], i) => {
          const active = v === value;
          tabs[i].setAttribute('aria-selected', String(active));
          tabs[i].tabIndex = active ? 0 : -1;
          tabs[i].style.background = active ? '#0f172a' : '#fff';
          tabs[i].style.color = active ? '#fff' : '#0f172a';
        });
        panel.replaceChildren(...PANELS[value]());
        error.textContent = '';
      }

      const done = () => {
        document.removeEventListener('keydown', onKey, true);
        overlay.remove();
        if (opener?.focus) opener.focus();
      };
      const dismiss = () => {
        done();
        if (o.modal?.ondismiss) o.modal.ondismiss();
      };
      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          dismiss();
        } else if (event.key === 'Tab') {
          const items = Array.from(dialog.querySelectorAll(FOCUSABLE)).filter((n) => !n.disabled);
          const first = items[0];
          const last = items[items.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }
      }

      const submit = async (outcome) => {
        pay.disabled = true;
        fail.disabled = true;
        pay.textContent = 'Processing...';
        error.textContent = '';
        try {
          const response = await fetch('/api/v1/sandbox/payments', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ subscriptionId: o.subscription_id, method, outcome }),
          });
          const json = await response.json().catch(() => ({}));
          if (response.ok) {
            done();
            if (o.handler) o.handler(json.data);
            return;
          }
          const description = json.message || 'The payment failed';
          error.textContent = description;
          this.emit('payment.failed', {
            error: {
              code: json.code || 'BAD_REQUEST_ERROR',
              description,
              source: 'sandbox',
              reason: 'payment_failed',
            },
          });
        } catch {
          error.textContent = 'Could not reach the server. Check your connection and try again.';
        } finally {
          pay.disabled = false;
          fail.disabled = false;
          pay.textContent = 'Pay';
        }
      };

      pay.addEventListener('click', () => submit('success'));
      fail.addEventListener('click', () => submit('failure'));
      close.addEventListener('click', dismiss);
      overlay.addEventListener('click', (event) => {
        if (event.target === overlay) dismiss();
      });
      document.addEventListener('keydown', onKey, true);

      dialog.append(header, notice, tablist, panel, error, actions);
      overlay.append(dialog);
      document.body.append(overlay);
      select('card');
      tabs[0].focus();
    }
  }

  window.Razorpay = Razorpay;
})();
