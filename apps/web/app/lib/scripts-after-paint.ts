/** The inline script that turns on what `scripts-after-paint.server.ts` held back: see there. */

/**
 * Turns the preloads and the module script back on after the first paint: a frame, then a task
 * (a page in a background tab gets no frames, so a timer does it there).
 */
export const SCRIPTS_AFTER_PAINT = `(function(){var done=false;function start(){if(done)return;done=true;
document.querySelectorAll('link[rel="souq-modulepreload"]').forEach(function(l){l.rel='modulepreload'});
document.querySelectorAll('script[type="souq/module"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.async=true;m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)})}
requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()`;
