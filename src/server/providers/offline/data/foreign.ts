/**
 * Reading an opening line written in French, Spanish or German (foreign.ts): one line per English
 * word or kind of word, then its forms in French / Spanish / German. "drop" words carry no
 * subject, "should" words make a proposal ("we" ones also name its subject), "be" and "for" are
 * what they say; the rest are common verbs, adjectives and nouns. Any other word is the subject's
 * own, kept as given.
 */
export const FOREIGN_DATA = String.raw`
@words
drop: le, la, les, l, un, une, des, du, de, d, au, aux, et, ou, ce, cette, ces, il, elle, ils, elles, on, que, qui, en, dans, sur, est-ce, nos, notre, leur, leurs, se, s / el, la, los, las, un, una, unos, unas, del, de, al, y, o, que, en, su, sus, nuestro, nuestra, se, lo, ¿, ¡ / der, die, das, den, dem, des, ein, eine, einen, einem, einer, und, oder, zu, in, im, am, man, wir, sie, es, unsere, unser, ihre, sich
should: devrait, devraient, doit, doivent, faudrait, faut / debe, deben, debería, deberían, deberíamos, hay que / sollte, sollten, soll, sollen, muss, müssen, müsste, müssten
we: faut-il, faudrait-il, devons-nous, devrions-nous / /
be: être, est, sont / ser, estar, es, son / sein, werden, ist, sind, wird
for: pour / para, por / für
ban: interdire, interdit, interdite, interdits, interdites / prohibir, prohibirse, prohibido, prohibida, prohibidos, prohibidas, prohíbe / verbieten, verboten
abolish: abolir, aboli, abolie, abolis, supprimer, supprimé, supprimée, supprimés / abolir, abolirse, abolido, abolida, suprimir, suprimirse, eliminar, eliminarse / abschaffen, abgeschafft
allow: autoriser, autorisé, autorisée, autorisés, permettre, permis / permitir, permitirse, permitido, permitida / erlauben, erlaubt, zulassen, zugelassen
legalise: légaliser, légalisé, légalisée, légalisés / legalizar, legalizarse, legalizado, legalizada / legalisieren, legalisiert
tax: taxer, taxé, taxée, taxés / gravar, gravarse, gravado / besteuern, besteuert
raise: augmenter, augmenté, relever / subir, aumentar, aumentado / erhöhen, erhöht, anheben, angehoben
lower: baisser, abaisser, réduire, réduit, réduite / bajar, reducir, reducirse, reducido / senken, gesenkt, reduzieren, reduziert
build: construire, construit / construir, construirse, construido / bauen, gebaut
close: fermer, fermé, fermée, fermés / cerrar, cerrarse, cerrado, cerrada / schließen, geschlossen
replace: remplacer, remplacé / reemplazar, sustituir / ersetzen, ersetzt
bring back: rétablir, rétabli, rétablie / recuperar, restablecer / zurückbringen, zurückgebracht, wiedereinführen, wieder einführen
free: gratuit, gratuite, gratuits, gratuites / gratis, gratuito, gratuita, gratuitos, gratuitas / kostenlos, kostenlose, gebührenfrei
compulsory: obligatoire, obligatoires / obligatorio, obligatoria, obligatorios, obligatorias / pflicht, verpflichtend, verpflichtende
electric: électrique, électriques / eléctrico, eléctrica, eléctricos, eléctricas / elektrisch, elektrische, elektrischen
public: public, publique, publics, publiques / público, pública, públicos, públicas / öffentlich, öffentliche, öffentlichen
cities: villes / ciudades / städte
schools: écoles / escuelas, colegios / schulen
universities: universités / universidades / universitäten
children: enfants / niños / kinder
the government: gouvernement, l'état / gobierno, estado / regierung, staat
cars: voitures / coches, autos / autos
nuclear: nucléaire / nuclear /
energy: énergie / energía /
work: travail / trabajo / arbeit
taxes: impôts / impuestos / steuern
Germany: allemagne / alemania / deutschland
Spain: espagne / españa / spanien
France: / francia / frankreich
nuclear power: / / atomkraft, kernkraft, kernenergie
`;
